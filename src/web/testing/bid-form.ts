import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills the application form's bid: a monthly price, a start date, and each volume the brief asks for. */
export async function fillBid(user: UserEvent, { amount = '900', start = '2099-01-15', volumes = {} as Record<string, string> } = {}) {
  await user.type(screen.getByLabelText('Prix (€)'), amount);
  fireEvent.change(screen.getByLabelText('Disponible à partir du'), { target: { value: start } });
  for (const [label, value] of Object.entries(volumes)) await user.type(screen.getByLabelText(label), value);
}
