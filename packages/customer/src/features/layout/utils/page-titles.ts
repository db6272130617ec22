import { PRODUCT_NAME } from '@caoscan/core';
import { paths } from '../../../config/paths';

export interface PageTitle {
  title: string;
  subtitle: string;
}

/** Header texts per path, most specific prefix first. */
const TITLES: { prefix: string; title: PageTitle }[] = [
  {
    prefix: paths.caoScan.create,
    title: {
      title: `Nieuwe ${PRODUCT_NAME}`,
      subtitle: 'Stel in een paar stappen een nieuwe vergelijking op',
    },
  },
  {
    prefix: paths.caoScan.root,
    title: { title: PRODUCT_NAME, subtitle: "Vergelijk twee cao's categorie voor categorie" },
  },
  {
    prefix: paths.upload,
    title: { title: 'Bestanden beheren', subtitle: 'Upload en beheer uw cao-documenten' },
  },
  {
    prefix: paths.credits,
    title: { title: 'Scan Credits', subtitle: 'Bekijk uw saldo en koop nieuwe credits' },
  },
  {
    prefix: paths.configuratie,
    title: { title: 'Configuratie', subtitle: 'Bedrijfsgegevens en instellingen van uw organisatie' },
  },
  {
    prefix: paths.invitations,
    title: { title: 'Gebruikersbeheer', subtitle: 'Nodig collega’s uit en beheer uitnodigingen' },
  },
  { prefix: paths.settings, title: { title: 'Instellingen', subtitle: 'Beheer uw profiel en voorkeuren' } },
];

const DASHBOARD: PageTitle = {
  title: 'Dashboard',
  subtitle: 'Overzicht van uw organisatie en recente activiteit',
};
const NOT_FOUND: PageTitle = { title: 'Pagina niet gevonden', subtitle: 'Deze pagina bestaat niet (meer)' };

export function getPageTitle(pathname: string): PageTitle {
  if (pathname === paths.home) return DASHBOARD;
  const match = TITLES.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match?.title ?? NOT_FOUND;
}
