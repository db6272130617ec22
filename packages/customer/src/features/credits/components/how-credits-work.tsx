import { Card, CardContent, Typography } from '@mui/material';

/** Spec 02 §1, §9 in the user's words: what a credit is and when it is used. */
export function HowCreditsWork() {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Hoe Credits Werken
        </Typography>
        <Typography component="ul" variant="body2" sx={{ pl: 2, m: 0, '& li': { mb: 0.75 } }}>
          <li>Elke voltooide scan kost 1 credit.</li>
          <li>
            De credit wordt pas afgeschreven als de scan succesvol is voltooid; een mislukte scan kost niets.
          </li>
          <li>Credits zijn van de hele organisatie: iedere collega gebruikt hetzelfde saldo.</li>
          <li>Credits verlopen nooit.</li>
        </Typography>
      </CardContent>
    </Card>
  );
}
