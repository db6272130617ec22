/**
 * Keys react-admin 5 added after the v4-era ra-language-dutch (and one it left in English).
 * nl.test.ts lists what the package lacks, so a new react-admin key shows up there first.
 */
export const nlV5Additions = {
  ra: {
    action: {
      reset: 'Herstellen',
      search_columns: 'Kolommen zoeken',
      select_all_button: 'Alles selecteren',
      update_application: 'Applicatie herladen',
    },
    page: {
      access_denied: 'Geen toegang',
      authentication_error: 'Authenticatiefout',
    },
    message: {
      access_denied: 'U heeft niet de juiste rechten om deze pagina te bekijken',
      authentication_error:
        'De authenticatieserver gaf een fout en uw inloggegevens konden niet worden gecontroleerd.',
      auth_error: 'Er is een fout opgetreden bij het controleren van het authenticatietoken.',
      clear_array_input: 'Weet u zeker dat u de hele lijst wilt leegmaken?',
      select_all_limit_reached:
        'Er zijn te veel elementen om alles te selecteren. Alleen de eerste %{max} zijn geselecteerd.',
      placeholder_data_warning: 'Netwerkprobleem: gegevens konden niet worden vernieuwd.',
    },
    navigation: {
      clear_filters: 'Filters wissen',
      no_filtered_results: 'Geen %{name} gevonden met de huidige filters.',
      previous: 'Ga naar vorige pagina',
    },
    auth: { email: 'E-mail' },
    notification: {
      application_update_available: 'Er is een nieuwe versie beschikbaar.',
      offline: 'Geen verbinding. Gegevens konden niet worden opgehaald.',
    },
    validation: { unique: 'Moet uniek zijn' },
    guesser: {
      empty: {
        title: 'Geen gegevens om te tonen',
        message: 'Controleer de dataProvider',
      },
    },
  },
};
