// The database's face for tools outside the API (the bench, the CLI): open, migrate, seed, and
// the tables to write rows with. Inside the API, modules import the files they need.
export { openDatabase, type Database, type Db } from './client';
export { migrate } from './migrate';
export { appointments, doctors, doctorSearchText, patients, users } from './schema';
export { countUsers, seedDemoData } from './seed';
