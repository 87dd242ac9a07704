import { busyOfGoogleEvents, googleEventOf } from './google-calendar';

describe('Google Calendar events', () => {
  it('reads busy times from timed and all-day events, skipping cancelled and free ones, with our ids as given', () => {
    const busy = busyOfGoogleEvents(
      [
        { id: 'dentistvisit1', status: 'confirmed', start: { dateTime: '2026-12-07T09:00:00-05:00' }, end: { dateTime: '2026-12-07T10:30:00-05:00' } },
        { id: 'rcp0123456789abcdef0123456789abcdef', start: { dateTime: '2026-12-07T15:00:00Z' }, end: { dateTime: '2026-12-07T15:45:00Z' } },
        { id: 'cancelled1', status: 'cancelled', start: { dateTime: '2026-12-07T11:00:00Z' }, end: { dateTime: '2026-12-07T12:00:00Z' } },
        { id: 'freetime1', transparency: 'transparent', start: { dateTime: '2026-12-07T12:00:00Z' }, end: { dateTime: '2026-12-07T13:00:00Z' } },
        { id: 'holiday1', start: { date: '2026-12-24' }, end: { date: '2026-12-25' } },
        { id: 'broken1', start: { dateTime: 'not a time' }, end: { dateTime: '2026-12-07T13:00:00Z' } },
        { id: 'backwards1', start: { dateTime: '2026-12-07T13:00:00Z' }, end: { dateTime: '2026-12-07T12:00:00Z' } },
      ],
      'America/New_York',
    );
    expect(busy).toEqual([
      { eventId: 'dentistvisit1', start: new Date('2026-12-07T14:00:00Z'), end: new Date('2026-12-07T15:30:00Z') },
      { eventId: 'rcp0123456789abcdef0123456789abcdef', start: new Date('2026-12-07T15:00:00Z'), end: new Date('2026-12-07T15:45:00Z') },
      // Midnight to midnight where the calendar is: New York's, five hours behind UTC in December.
      { eventId: 'holiday1', start: new Date('2026-12-24T05:00:00Z'), end: new Date('2026-12-25T05:00:00Z') },
    ]);
  });

  it('writes our event with the id we chose, as confirmed, in UTC', () => {
    expect(
      googleEventOf({
        id: 'rcp0123456789abcdef0123456789abcdef',
        start: new Date('2026-12-07T15:00:00Z'),
        end: new Date('2026-12-07T15:45:00Z'),
        summary: 'Cleaning: Ada Lovelace',
        description: 'Phone: +14155550123',
      }),
    ).toEqual({
      id: 'rcp0123456789abcdef0123456789abcdef',
      status: 'confirmed',
      summary: 'Cleaning: Ada Lovelace',
      description: 'Phone: +14155550123',
      start: { dateTime: '2026-12-07T15:00:00.000Z' },
      end: { dateTime: '2026-12-07T15:45:00.000Z' },
    });
  });
});
