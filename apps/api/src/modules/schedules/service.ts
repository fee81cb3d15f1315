// The doctor hours module's face (modules/README.md): a doctor's week, overrides and the
// bookings outside them (HOURS-5 to HOURS-8).

export { keepOutside, outsideBooking, readHours, removeOverride, resetWeek, saveWeek, setOverride } from './hours';
