/** The demo accounts the README lists; every kind of user the portal knows. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@velorating.local',
    password: 'Admin123!',
    firstName: 'Анна',
    lastName: 'Администратова',
  },
  organizer: {
    email: 'organizer@velorating.local',
    password: 'Organizer123!',
    firstName: 'Олег',
    lastName: 'Организаторов',
  },
  participant: { email: 'rider@velorating.local', password: 'Rider123!' },
  unconfirmed: {
    email: 'new@velorating.local',
    password: 'Newbie123!',
    firstName: 'Никита',
    lastName: 'Новичков',
  },
} as const;
