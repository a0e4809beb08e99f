/** Both club pages in one chunk: the router imports it from one place (a smaller first load). */
export { ClubStandingsPage } from './club-standings-page';
export { ClubPage } from './club-page';
