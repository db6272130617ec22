import { describe, expect, it } from 'vitest';
import { composeAlertEmail } from '../src/catalogue/alerts/alert-email';

/** The alert e-mail's text (issue K): scans with their re-run links, the first changes, the rest counted. */
describe('the e-mail about a new cao version', () => {
  const change = (index: number, isInlenersbeloning = false) => ({
    categorie: 'Beloning',
    element: `Element ${index}`,
    element_key: `element_${index}`,
    waarde_oud: `€ ${index},00`,
    waarde_nieuw: index === 2 ? null : `€ ${index + 1},00`,
    is_inlenersbeloning: isInlenersbeloning,
  });
  const alert = {
    cao_name: 'Cao <Test> & Co',
    version_id: 'v2',
    version_label: '2026',
    previous_label: '2025',
    scans: [
      { id: 's1', name: 'Eerste' },
      { id: 's2', name: 'Tweede' },
    ],
    changes: [change(1, true), change(2)],
    change_count: 12,
  };

  it('names every scan with its re-run link, the changes shown and how many more there are', () => {
    const mail = composeAlertEmail({
      to: 'beheer@x.test',
      publicUrl: 'https://app.test',
      organizationName: 'Bureau',
      alert,
    });
    expect(mail.subject).toBe('Nieuwe versie van Cao <Test> & Co: 2 scans opnieuw uitvoeren?');
    expect(mail.text).toContain(
      'Er is een nieuwe versie van Cao <Test> & Co (2026) de huidige versie in CAO Scan (vorige versie: 2025).',
    );
    expect(mail.text).toContain(
      '- Eerste: opnieuw uitvoeren met de nieuwe versie: https://app.test/cao-scan/s1/opnieuw',
    );
    expect(mail.text).toContain(
      '- Tweede: opnieuw uitvoeren met de nieuwe versie: https://app.test/cao-scan/s2/opnieuw',
    );
    expect(mail.text).toContain('- Element 1 (Beloning, inlenersbeloning): € 1,00 → € 2,00');
    expect(mail.text).toContain('- Element 2 (Beloning): € 2,00 → niet gevonden');
    expect(mail.text).toContain('- en nog 10 wijzigingen');
    expect(mail.text).toContain('Alle wijzigingen: https://app.test/cao-catalogus/versies/v2/wijzigingen');
    expect(mail.text).toContain('https://app.test/configuratie');
    // The html escapes what it shows.
    expect(mail.html).toContain('Cao &#60;Test&#62; &#38; Co');
    expect(mail.html).not.toContain('<Test>');
  });

  it('says so when no extracted value changed', () => {
    const mail = composeAlertEmail({
      to: 'beheer@x.test',
      publicUrl: 'https://app.test',
      organizationName: 'Bureau',
      alert: { ...alert, scans: [alert.scans[0]!], changes: [], change_count: 0 },
    });
    expect(mail.subject).toBe('Nieuwe versie van Cao <Test> & Co: 1 scan opnieuw uitvoeren?');
    expect(mail.text).toContain(
      'Geen verschillen in de uitgelezen waarden; bekijk de wijzigingen voor de details.',
    );
  });
});
