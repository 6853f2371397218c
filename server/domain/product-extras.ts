import { INSTALMENT_STAGES, type InstalmentStage } from '../../schemas/api/amounts';
import { ActivityType, PriceLabel } from '../../schemas/api/product';
import type { ProductThemeKind } from '../../schemas/api/product-extras';
import type { SkuFacts } from './sku-availability';

/** Goods payable in e-CNY carry price label 8 or the operators' flag. */
export const payableInEcny = (f: Pick<SkuFacts, 'priceLabel'>, flagged: boolean) =>
  f.priceLabel === PriceLabel.digitalYuan || flagged;

/** The product page's dress, most specific first: the luxury boutique, a flash sale, e-CNY, presale, instalments. */
export function themeOf(f: SkuFacts, ecny: boolean): ProductThemeKind {
  if (f.storeType === 'luxury') return 'luxury';
  if (f.activityType === ActivityType.flashSale || f.priceLabel === PriceLabel.flashPrice) return 'flashSale';
  if (payableInEcny(f, ecny)) return 'ecny';
  if (
    f.activityType === ActivityType.presale ||
    f.priceLabel === PriceLabel.deposit ||
    f.priceLabel === PriceLabel.presalePrice ||
    f.priceLabel === PriceLabel.presalePriceAlt
  )
    return 'presale';
  if (
    f.priceLabel === PriceLabel.interestFreeInstalments ||
    f.activityType === ActivityType.limitedTimeInstalment
  )
    return 'instalment';
  return 'default';
}

export const THEME_COLOURS: Record<ProductThemeKind, { primaryColor: string; backgroundColor: string }> = {
  default: { primaryColor: '#c8102e', backgroundColor: '#ffffff' },
  flashSale: { primaryColor: '#ff4d2d', backgroundColor: '#fff3ef' },
  luxury: { primaryColor: '#b08d57', backgroundColor: '#1c1c1e' },
  ecny: { primaryColor: '#d4373b', backgroundColor: '#fff6f0' },
  presale: { primaryColor: '#7b3fe4', backgroundColor: '#f6f1ff' },
  instalment: { primaryColor: '#0b6bcb', backgroundColor: '#eff6ff' },
};

/** Interest-free instalments are offered on label-2 goods, limited-time instalment goods and in boutiques. */
export const instalmentsOffered = (f: SkuFacts) =>
  f.priceLabel === PriceLabel.interestFreeInstalments ||
  f.activityType === ActivityType.limitedTimeInstalment ||
  f.storeType === 'luxury';

/** Below this a stage is too small to be worth splitting further (¥100). */
export const MIN_STAGE_CENTS = 10_000;

/** The most stages that keep every stage at least ¥100; 3 when even that is less. */
export function recommendedStage(totalCents: number): InstalmentStage {
  const fitting = INSTALMENT_STAGES.filter((s) => Math.floor(totalCents / s) >= MIN_STAGE_CENTS);
  return fitting[fitting.length - 1] ?? 3;
}
