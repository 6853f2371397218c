/**
 * The library the mall's code and its packages call that the floor (Chrome 61, iOS 12) lacks, from
 * core-js, in the legacy bundle only (ADR 0046 lists how the set was found: a scan of the built modern
 * bundle for each name). The modern bundle needs none of them: its engines have them all.
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
