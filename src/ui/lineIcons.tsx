/**
 * The line icons of the 我的 page's entries (orders by state, services), drawn on a 24-unit grid with
 * round 1.6-unit strokes, as mall apps draw theirs. Kept apart from icons.tsx, whose glyphs the first
 * route carries: only the screens that show these load them.
 */
import { Glyph, type IconProps } from './icons';

const PATHS = {
  wallet:
    'M4 7.5h14.5a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18V7.5zM4 7.5l11-3v3M15.5 13.5h4.5',
  box: 'M4 8l8-4 8 4v8l-8 4-8-4V8zM4 8l8 4 8-4M12 12v8M8 6l8 4',
  truck: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
  review: 'M4 5h16v11H9l-4 3.5V16H4zM8 9.5h8M8 12.5h5',
  refund: 'M5 12a7 7 0 1 0 2.1-5M5 4v4h4M9.5 10l2.5 2.5L14.5 10M12 12.5V16M10 14h4',
  heart: 'M12 19s-7-4.4-7-9.5A3.8 3.8 0 0 1 12 7a3.8 3.8 0 0 1 7 2.5C19 14.6 12 19 12 19z',
  star: 'M12 4l2.4 5 5.4.7-4 3.8 1 5.4L12 16.3 7.2 18.9l1-5.4-4-3.8 5.4-.7z',
  clock: 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 8v4.5l3 2',
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v10',
  ticketPlus: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM12 9.5v5M9.5 12h5',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20h4',
  gift: 'M4 9h16v3H4zM5.5 12h13v8h-13zM12 9v11M12 9c-1-3-5-4-5-1.5S12 9 12 9zM12 9c1-3 5-4 5-1.5S12 9 12 9z',
  medal:
    'M8 3.5l2.5 5M16 3.5l-2.5 5M12 20a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11zM12 12l1 2 2 .3-1.5 1.4.4 2L12 16.8l-1.9.9.4-2L9 14.3l2-.3z',
  people:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3.5 19a5.5 5.5 0 0 1 11 0M16 11a2.5 2.5 0 1 0 0-5M17 14a4.5 4.5 0 0 1 3.5 5',
  megaphone: 'M4 10v4h3l7 4V6L7 10zM17 9.5a3.5 3.5 0 0 1 0 5M7 14l1.5 5',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4',
  shelves: 'M4 4h16v16H4zM4 10h16M4 15h16M8 6.5h3M13 11.5h3M7 16.5h4',
  diamond: 'M7 4.5h10l3.5 4.5L12 20 3.5 9zM3.5 9h17M9.5 4.5L8 9l4 11 4-11-1.5-4.5',
  tradeIn:
    'M8 3.5h8v17H8zM11 17.5h2M4 9a4 4 0 0 1 4-4M2.5 7.5L4 9l1.5-1.5M20 15a4 4 0 0 1-4 4M21.5 16.5L20 15l-1.5 1.5',
} as const;

export type LineIconName = keyof typeof PATHS;

export function LineIcon({ name, size = 24, className }: IconProps & { name: LineIconName }) {
  return (
    <Glyph size={size} className={className} box={24}>
      <path
        d={PATHS[name]}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </Glyph>
  );
}
