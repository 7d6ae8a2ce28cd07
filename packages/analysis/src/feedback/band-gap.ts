import { scoreOnBand, type Band } from '../audio/scores/bands.ts';

/**
 * How far a measurement lies from its band, 0 (inside) to 1 (at the band's zero): 1 − band score ÷ 100. Video metrics
 * use 1 − metric the same way, so items from different rules compare on one scale.
 */
export function bandGap(value: number, band: Band): number {
  return 1 - scoreOnBand(value, band) / 100;
}
