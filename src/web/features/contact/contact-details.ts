/** How to reach the team, as the contact page shows it (the email is the settings' 'Email de contact'). */
export const CONTACT_DETAILS = {
  phone: { display: '01 84 80 42 42', international: '+33184804242' },
  address: {
    street: '42 rue de la Chaussée-d’Antin',
    city: '75009 Paris',
    country: 'France',
  },
  hours: 'Du lundi au vendredi, de 9 h à 18 h',
} as const;

const { street, city, country } = CONTACT_DETAILS.address;
export const FULL_ADDRESS = `${street}, ${city}, ${country}`;
export const MAP_URL = `https://www.openstreetmap.org/search?query=${encodeURIComponent(FULL_ADDRESS)}`;
