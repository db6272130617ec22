/**
 * Generic cao prose (scope, disputes, union facilities, health and safety, funds, privacy) that
 * gives each hold-out document realistic bulk between the regulated values. The texts carry the
 * distractors real caos carry: percentages of the wage bill, deadlines in months, amounts that are
 * not wages. Each generator takes the document's own names so no two documents read the same.
 */

export interface Names {
  /** "de Vereniging Bouwondernemers (fictief)" */
  employers: string;
  /** "Bouwbond (fictief) en Vakbond Techniek (fictief)" */
  unions: string;
  /** "de bouw- en infrasector" */
  sector: string;
  /** "Stichting Sociaal Fonds Bouw (fictief)" */
  fund: string;
  /** "Paritaire Commissie Bouw" */
  committee: string;
}

/** Upper-case first letter, for a name that opens a sentence. */
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const scope = (n: Names): string[] => [
  `Deze cao is van toepassing op iedere werkgever in ${n.sector} die lid is van ${n.employers}, en op de werknemers die bij hem in dienst zijn.`,
  `Partijen verzoeken de minister van Sociale Zaken en Werkgelegenheid de bepalingen van deze cao algemeen verbindend te verklaren voor de gehele sector.`,
  `De cao is niet van toepassing op de directeur-grootaandeelhouder, op stagiairs met een stageovereenkomst van een onderwijsinstelling en op vakantiewerkers die jonger zijn dan zestien jaar.`,
];

export const dispensation = (n: Names): string[] => [
  `Een werkgever die een eigen regeling wil toepassen, kan ${n.committee} schriftelijk en gemotiveerd om dispensatie verzoeken.`,
  `De commissie beslist binnen acht weken na ontvangst van het volledige verzoek. Zij kan de termijn eenmaal met vier weken verlengen.`,
  `Dispensatie wordt alleen verleend als de eigen regeling in haar geheel ten minste gelijkwaardig is aan deze cao en met een representatieve vakbond is overeengekomen.`,
];

export const disputes = (n: Names): string[] => [
  `Geschillen over de uitleg of toepassing van deze cao worden eerst binnen de onderneming besproken. Komen werkgever en werknemer er niet uit, dan kan elk van hen het geschil voorleggen aan ${n.committee}.`,
  `De commissie hoort beide partijen en doet binnen drie maanden een bindend advies. De kosten van de procedure komen voor rekening van ${n.fund}, tenzij de commissie anders beslist.`,
  `Een geschil over de indeling van een functie wordt eerst voorgelegd aan de interne bezwarencommissie van de werkgever. Pas daarna staat de weg naar ${n.committee} open.`,
];

export const unionFacilities = (n: Names): string[] => [
  `De werkgever stelt de vakbonden in de gelegenheid om in de onderneming vergaderingen te houden en mededelingen te verspreiden, na overleg over tijd en plaats.`,
  `Een kaderlid van ${n.unions} krijgt per kalenderjaar ten hoogste vijf werkdagen buitengewoon verlof voor vakbondsscholing, met behoud van loon.`,
  `De werkgever houdt op verzoek van de werknemer de vakbondscontributie in op het brutoloon, voor zover de fiscale regels dat toestaan.`,
];

export const safety = (n: Names): string[] => [
  `De werkgever voert een actueel arbobeleid en stelt een risico-inventarisatie en -evaluatie op die ten minste eens in de vier jaar wordt herzien.`,
  `De werknemer gebruikt de persoonlijke beschermingsmiddelen die de werkgever verstrekt. De kosten daarvan komen volledig voor rekening van de werkgever.`,
  `De arbocatalogus voor ${n.sector} beschrijft hoe werkgevers en werknemers aan de doelvoorschriften van de Arbeidsomstandighedenwet voldoen.`,
  `Iedere werknemer heeft eenmaal per drie jaar recht op een preventief medisch onderzoek. Vanaf 50 jaar is dat eenmaal per twee jaar.`,
];

export const fund = (n: Names, premium: string): string[] => [
  `${capitalise(n.fund)} bevordert scholing, arbeidsmarktbeleid en goede arbeidsomstandigheden in ${n.sector}.`,
  `De werkgever draagt aan het fonds een premie af van ${premium} van de loonsom. Het bestuur kan de premie jaarlijks opnieuw vaststellen binnen de grenzen van het reglement.`,
  `Het fonds wordt paritair bestuurd door vertegenwoordigers van ${n.employers} en van ${n.unions}.`,
  `Het fonds legt jaarlijks vóór 1 juli verantwoording af over de besteding van de middelen aan de cao-partijen.`,
];

export const privacy = (): string[] => [
  `De werkgever verwerkt persoonsgegevens van de werknemer alleen voor zover dat nodig is voor de uitvoering van de arbeidsovereenkomst of een wettelijke plicht.`,
  `Camera- of volgsystemen worden pas ingevoerd na instemming van de ondernemingsraad of, als die er niet is, van de personeelsvertegenwoordiging.`,
  `De werknemer kan zijn personeelsdossier inzien en laten corrigeren. Gegevens worden niet langer bewaard dan de wet voorschrijft.`,
];

export const whistleblower = (): string[] => [
  `Iedere werkgever met vijftig of meer werknemers heeft een regeling voor het melden van een vermoeden van een misstand.`,
  `Een werknemer die te goeder trouw een misstand meldt, mag daarvan op geen enkele wijze nadeel ondervinden.`,
];

export const termination = (): string[] => [
  `Opzegging door de werkgever of de werknemer gebeurt schriftelijk tegen het einde van de kalendermaand.`,
  `Voor de werknemer geldt een opzegtermijn van één maand. Voor de werkgever geldt de wettelijke opzegtermijn, die afhangt van de duur van het dienstverband.`,
  `De arbeidsovereenkomst eindigt van rechtswege op de dag waarop de werknemer de AOW-gerechtigde leeftijd bereikt, tenzij schriftelijk anders is afgesproken.`,
];

export const duties = (): string[] => [
  `De werknemer verricht naar beste vermogen de werkzaamheden die bij zijn functie horen, en ook ander passend werk dat de werkgever hem in redelijkheid opdraagt.`,
  `De werknemer verricht geen betaalde nevenwerkzaamheden die schadelijk zijn voor de onderneming zonder voorafgaande schriftelijke toestemming van de werkgever.`,
  `De werkgever verstrekt de werknemer binnen een maand na indiensttreding een exemplaar van deze cao of een verwijzing naar de digitale versie.`,
];

export const closing = (n: Names): string[] => [
  `Partijen komen overeen dat zij tijdens de looptijd van deze cao geen acties zullen voeren of ondersteunen die erop gericht zijn wijziging te brengen in de hier afgesproken arbeidsvoorwaarden.`,
  `Blijkt tijdens de looptijd dat een bepaling in strijd is met de wet, dan treden partijen direct in overleg over een vervangende bepaling die zo dicht mogelijk bij de bedoeling blijft.`,
  `Aldus overeengekomen en ondertekend door ${n.employers} enerzijds en ${n.unions} anderzijds.`,
];
