import type { Plugin } from 'vite';

/**
 * Elder mode's type floors (ADR 0043). Every `font-size: Npx` and `line-height: Npx` in the
 * mall's stylesheets gets a second declaration that raises it to a floor the page sets on <html> in elder
 * mode: `max(Npx, var(--mall-min-font, 0px))`. Outside elder mode the variable is unset and the value is
 * exactly Npx; in elder mode text under 18 px reads 18 px while larger headings and prices keep their
 * size, so the hierarchy survives. The plain declaration stays first: an engine without max() (before
 * Chrome 79 / iOS 11.3) drops the second and keeps the first, so nothing there changes size.
 * Only whole px values are touched; em, % and unitless values already follow the (raised) font size.
 */
const DECLARATION =
  /(^|[{;\s])(font-size|line-height)(\s*:\s*)(\d+(?:\.\d+)?px)(\s*!important)?(\s*)(?=;|})/g;

const FLOOR_VARIABLE = { 'font-size': '--mall-min-font', 'line-height': '--mall-min-line' } as const;

export function withElderFloors(css: string): string {
  return css.replace(
    DECLARATION,
    (
      _match,
      lead: string,
      property: keyof typeof FLOOR_VARIABLE,
      colon: string,
      px: string,
      important = '',
      trailing = '',
    ) =>
      `${lead}${property}${colon}${px}${important};${property}:max(${px}, var(${FLOOR_VARIABLE[property]}, 0px))${important}${trailing}`,
  );
}

/** Applies withElderFloors to the project's own stylesheets (CSS modules included), not to packages'. */
export function elderTypeFloors(): Plugin {
  return {
    name: 'mall-elder-type-floors',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.css') || file.includes('/node_modules/')) return null;
      return { code: withElderFloors(code), map: null };
    },
  };
}
