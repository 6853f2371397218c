import type { GovInvestment } from '../../schemas/api/channel-extras';
import { PAGE_CODES } from '../../schemas/booth/codes';
import { MAX_BLOCKS } from '../../schemas/booth/page';
import type { RawLayout } from './layout';

/** The block's id: no operator block is named so (ids are the operator's, this one is the mall's). */
export const GOV_SECTION_BLOCK_ID = 'gov-investment-section';

/**
 * The government-investment section (gov/investment-show, spec §7, ADR 0065) as a block of the
 * home page's layout, added by the server while the operator shows it: a notice-board line with the
 * section's title, linking to its in-mall page. An existing block type, so the first route ships no code
 * for it, and at the end of the page, below the fold, where the board's own chunk loads as it nears the
 * viewport. Hidden, or any page but home, the layout is unchanged.
 */
export function withGovSection(layout: RawLayout, pageCode: number | null, gov: GovInvestment): RawLayout {
  const blocks = layout.blocks;
  if (pageCode !== PAGE_CODES.index || !gov.show || gov.title === '' || !Array.isArray(blocks)) return layout;
  if (blocks.length >= MAX_BLOCKS) return layout;
  const item = { text: gov.title, ...(gov.linkUrl ? { link: { linkType: 'url', url: gov.linkUrl } } : {}) };
  const section = {
    id: GOV_SECTION_BLOCK_ID,
    type: 'noticeBoard',
    props: { items: [item], scrollSpeed: 40 },
  };
  return { ...layout, blocks: [...blocks, section] };
}
