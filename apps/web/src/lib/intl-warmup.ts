// A worker's whole work (started by main.tsx): build the Intl objects the screens build for times
// (the browser's zone, a zone's wall clock, a zone's name, lib/zone-time.ts and contracts'
// clinic-time.ts), then end. ICU loads its data and its date patterns once for the whole page,
// whichever thread asks first: here it is this worker, not the main thread, which otherwise spent
// 20 ms and more in its first Intl.DateTimeFormat as Find Doctor's cards rendered (issue 39.7).
Intl.DateTimeFormat().resolvedOptions();
new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}).formatToParts(0);
new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longGeneric' }).formatToParts(0);
self.close();
