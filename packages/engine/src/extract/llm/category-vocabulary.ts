/**
 * Words that mark the pages where a category is regulated. Page retrieval scores pages by these
 * (plus the schema labels), so only a few relevant pages go to the model instead of the whole cao.
 */
export const CATEGORY_VOCABULARY: Record<string, readonly string[]> = {
  ikb: ['keuzebudget', 'ikb', 'budget', 'bronnen', 'doelen'],
  pensioen: ['pensioen', 'pensioenfonds', 'premie', 'werknemersdeel', 'deelname', 'pensioenregeling'],
  duurzaam_werken_en_leven: [
    'opleiding',
    'scholing',
    'ontwikkelbudget',
    'loopbaan',
    'generatie',
    'senioren',
    'duurzame inzetbaarheid',
  ],
  aanvullende_regelingen: ['wia', 'wga', 'aanvulling', 'arbeidsongeschiktheid', 'hiaat', 'verzekering'],
  overige_regelingen: ['looptijd', 'proeftijd', 'werkingssfeer', 'inwerkingtreding', 'eindigt', 'geldt van'],
};
