/** The hand-written gold specs of the hold-out documents. */
import type { GoldSpec } from '../generate/gold-spec';
import { spec as bouw } from './bouw-infra.gold';
import { spec as horeca } from './horeca.gold';
import { spec as kinderopvang } from './kinderopvang.gold';
import { spec as metalektro } from './metalektro.gold';
import { spec as supermarkten } from './supermarkten.gold';
import { spec as transport } from './transport.gold';
import { spec as uitzend } from './uitzend-nbbu.gold';
import { spec as zorg } from './zorg-vvt.gold';

export const HOLDOUT_GOLDS: GoldSpec[] = [
  bouw,
  metalektro,
  zorg,
  horeca,
  uitzend,
  kinderopvang,
  transport,
  supermarkten,
];
