/**
 * The library the mall's code and its packages call that the floor (Chrome 61, iOS 12) lacks: core-js's
 * modules, and AbortController (which core-js lacks) from ./abort-controller.ts. In the legacy bundle only;
 * ADR 0046 says how the set was found (a scan of the built bundle for each name the floor lacks). Web APIs
 * the code already tests for (IntersectionObserver, ResizeObserver, requestIdleCallback) are left out.
 */
import 'core-js/actual/object/has-own';
import 'core-js/actual/object/from-entries';
import 'core-js/actual/promise/all-settled';
import 'core-js/actual/promise/finally';
import 'core-js/actual/array/at';
import 'core-js/actual/array/flat';
import 'core-js/actual/array/flat-map';
import 'core-js/actual/string/at';
import 'core-js/actual/string/replace-all';
import 'core-js/actual/string/trim-start';
import 'core-js/actual/string/trim-end';
import 'core-js/actual/global-this';
import 'core-js/actual/queue-microtask';
import './abort-controller';
