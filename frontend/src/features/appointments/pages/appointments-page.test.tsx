import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointmentDto, appointmentsPageDto, localMomentFromNow } from '../../../test/appointment-fixtures';
import { apiError, json, mockFetch, userDto } from '../../../test/fetch-mock';
import { sentBodies } from '../../../test/form-fields';
import { liveReceptionistDto } from '../../../test/receptionist-fixtures';
import { openSiteMenu, renderApp } from '../../../test/render-app';
import { dayKey, weekStartOf, withOffset } from '../appointment-filters';
import { weekdayText } from '../../../lib/appointment-text';

type Routes = Parameters<typeof mockFetch>[0];

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
beforeAll(() => import('./appointments-page'));

const SLOT_TAKEN = 'That time overlaps another appointment or a busy time in your calendar. Choose another time.';

/** /appointments (or another address) for a signed-in customer with two live receptionists and no appointments. */
function openAppointments(path = '/appointments', routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/receptionists': () => json(200, [liveReceptionistDto({ id: 1, name: 'Front desk' }), liveReceptionistDto({ id: 2, name: 'After hours' })]),
    'GET /api/appointments': () => json(200, appointmentsPageDto([])),
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

/** The queries the page sent to GET /api/appointments, in order. */
function appointmentQueries(fetchMock: ReturnType<typeof mockFetch>): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), window.location.href))
    .filter((url) => url.pathname === '/api/appointments')
    .map((url) => Object.fromEntries(url.searchParams));
}

function entries(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Appointments' })).getAllByRole('listitem');
}

describe('/appointments', () => {
  it('lists the upcoming appointments soonest first, each with what it is, who booked it and where it stands', async () => {
    const { fetchMock } = openAppointments('/appointments', {
      'GET /api/appointments': () =>
        json(
          200,
          appointmentsPageDto([
            appointmentDto(),
            appointmentDto({
              id: 12,
              typeName: 'Whitening',
              callerName: 'Sam Lee',
              callerNumber: null,
              notes: '',
              bookedBy: 'business',
              callId: null,
              calendarState: 'pending',
            }),
            appointmentDto({ id: 13, typeName: 'Check-up', calendarState: 'failed' }),
            appointmentDto({ id: 14, typeName: 'Filling', status: 'cancelled', cancelledAt: new Date().toISOString(), calendarState: 'pending' }),
          ]),
        ),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Appointments · AI Receptionists'));
    const [cleaning, whitening, checkUp, filling] = await waitFor(entries);
    const start = new Date(appointmentDto().startsAt);
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(start);
    expect(cleaning).toHaveTextContent(`${day}, 9:30 AM – 10:15 AM`);
    expect(cleaning).toHaveTextContent('45 min');
    expect(cleaning).toHaveTextContent('Cleaning with Jane Doe');
    expect(cleaning).toHaveTextContent('+1 (415) 555-0134 · Front desk');
    expect(cleaning).toHaveTextContent('First visit; prefers Dr. Patel.');
    expect(cleaning).toHaveTextContent('Booked by Front desk during a call');
    expect(within(cleaning).getByRole('link', { name: 'View call' })).toHaveAttribute('href', '/calls/41');
    expect(cleaning).not.toHaveTextContent('calendar');
    expect(within(cleaning).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();

    expect(whitening).toHaveTextContent('Number withheld');
    expect(whitening).toHaveTextContent('Booked by your team');
    expect(whitening).toHaveTextContent('Not in your calendar yet');
    expect(within(whitening).queryByRole('link', { name: 'View call' })).not.toBeInTheDocument();
    expect(checkUp).toHaveTextContent('Could not be written to your calendar');
    expect(filling).toHaveTextContent('Cancelled');
    expect(filling).not.toHaveTextContent('Not in your calendar yet');
    expect(within(filling).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByText('1–4 of 4 appointments')).toBeInTheDocument();
    expect(appointmentQueries(fetchMock).at(-1)).toEqual({ when: 'upcoming', sort: 'startsAt:asc', page: '1', pageSize: '25' });
  });

  it('shows the past latest first, filters by receptionist and searches once typing pauses, all in the address', async () => {
    const { router, fetchMock } = openAppointments('/appointments', {
      'GET /api/appointments': () => json(200, appointmentsPageDto([appointmentDto({ startsAt: localMomentFromNow(-2, 10).toISOString() })], { total: 30 })),
    });
    await waitFor(() => expect(entries()).toHaveLength(1));

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=past'));
    await user.click(screen.getByRole('combobox', { name: 'Receptionist' }));
    await user.click(screen.getByRole('option', { name: 'After hours' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=past&receptionistId=2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search appointments' }), 'jane');
    await waitFor(() => expect(router.state.location.search).toBe('?view=past&receptionistId=2&q=jane'));
    await waitFor(() =>
      expect(appointmentQueries(fetchMock).at(-1)).toEqual({ when: 'past', sort: 'startsAt:desc', page: '1', pageSize: '25', receptionistId: '2', q: 'jane' }),
    );
    const pages = screen.getByRole('navigation', { name: 'pagination navigation' });
    expect(within(pages).getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('href', '/appointments?view=past&receptionistId=2&q=jane&page=2');
  });

  it('shows a week in seven days, each appointment on its day, and moves between weeks', async () => {
    const today = localMomentFromNow(0, 12);
    const { router, fetchMock } = openAppointments('/appointments?view=week', {
      'GET /api/appointments': () =>
        json(
          200,
          appointmentsPageDto([
            appointmentDto({ startsAt: today.toISOString(), endsAt: new Date(today.getTime() + 30 * 60_000).toISOString() }),
            // Cancelled, and its time booked again: both show, side by side.
            appointmentDto({
              id: 12,
              callerName: 'Sam Lee',
              status: 'cancelled',
              startsAt: today.toISOString(),
              endsAt: new Date(today.getTime() + 30 * 60_000).toISOString(),
            }),
          ]),
        ),
    });

    const sunday = weekStartOf(new Date());
    const nextSunday = new Date(sunday);
    nextSunday.setDate(sunday.getDate() + 7);
    await waitFor(() =>
      expect(appointmentQueries(fetchMock).at(-1)).toEqual({
        from: withOffset(sunday),
        to: withOffset(nextSunday),
        sort: 'startsAt:asc',
        page: '1',
        pageSize: '200',
      }),
    );
    const days = await screen.findAllByRole('region', { name: /^(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), / });
    expect(days).toHaveLength(7);
    const todays = screen.getByRole('region', { name: new RegExp(`^${weekdayText(today)}`) });
    expect(todays).toHaveAccessibleName(`${weekdayText(today)}, today`);
    const item = await within(todays).findByRole('button', { name: /^Cleaning with Jane Doe/ });
    expect(item).toHaveTextContent('12:00 PM');
    expect(item).toHaveTextContent('Jane Doe');
    expect(within(todays).getByRole('button', { name: /^Cleaning with Sam Lee, .*, cancelled$/ })).toHaveTextContent('Sam Lee · Cancelled');
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();

    // An appointment opens its details.
    await user.click(item);
    const details = await screen.findByRole('dialog', { name: 'Cleaning' });
    expect(details).toHaveTextContent('Booked by Front desk during a call');
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?view=week&week=${dayKey(nextSunday)}`));
    await waitFor(() => expect(appointmentQueries(fetchMock).at(-1)).toMatchObject({ from: withOffset(nextSunday) }));
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=week'));
  });

  it('reschedules an appointment and texts the caller by default, showing the server’s refusal of a taken time in the dialog', async () => {
    let answer = apiError(409, SLOT_TAKEN, 'APPOINTMENTS.SLOT_TAKEN');
    const { fetchMock } = openAppointments('/appointments', {
      'GET /api/appointments': () => json(200, appointmentsPageDto([appointmentDto()])),
      'POST /api/appointments/11/reschedule': () => answer,
    });
    const [cleaning] = await waitFor(entries);

    await user.click(within(cleaning).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });
    const day = within(dialog).getByLabelText('Day');
    expect(day).toHaveValue(dayKey(new Date(appointmentDto().startsAt)));
    expect(within(dialog).getByLabelText('Time')).toHaveValue('09:30');
    expect(within(dialog).getByRole('checkbox', { name: /^Text Jane Doe about it/ })).toBeChecked();
    expect(dialog).toHaveTextContent('To +1 (415) 555-0134, from your receptionist');

    const wanted = localMomentFromNow(4, 14, 15);
    fireEvent.change(day, { target: { value: dayKey(wanted) } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '14:15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SLOT_TAKEN);
    expect(await sentBodies(fetchMock, 'POST', '/api/appointments/11/reschedule')).toEqual([{ startsAt: withOffset(wanted), textCaller: true }]);

    answer = json(200, {
      ...appointmentDto({ startsAt: wanted.toISOString(), endsAt: new Date(wanted.getTime() + 45 * 60_000).toISOString() }),
      callerText: 'queued',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText('Appointment moved')).toBeInTheDocument();
    expect(screen.getByText(/The caller is being texted about it\.$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a day and time that have passed before asking the server', async () => {
    const { fetchMock } = openAppointments('/appointments', { 'GET /api/appointments': () => json(200, appointmentsPageDto([appointmentDto()])) });
    const [cleaning] = await waitFor(entries);
    await user.click(within(cleaning).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });

    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: dayKey(localMomentFromNow(-1, 9)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('Choose a time that has not passed yet.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '' } });
    expect(await within(dialog).findByText('Choose the time')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/appointments/11/reschedule')).toEqual([]);
  });

  it('cancels an appointment after asking, texting the caller only when chosen, and shows the server’s refusal in the dialog', async () => {
    let answer = apiError(409, 'This appointment has already taken place.', 'APPOINTMENTS.ALREADY_PAST');
    const { fetchMock } = openAppointments('/appointments', {
      'GET /api/appointments': () => json(200, appointmentsPageDto([appointmentDto()])),
      'POST /api/appointments/11/cancel': () => answer,
    });
    const [cleaning] = await waitFor(entries);

    await user.click(within(cleaning).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent('Cleaning with Jane Doe on');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Text Jane Doe about it/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This appointment has already taken place.');

    answer = json(200, { ...appointmentDto({ status: 'cancelled', cancelledAt: new Date().toISOString() }), callerText: null });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Appointment cancelled')).toBeInTheDocument();
    expect(screen.getByText('Cleaning with Jane Doe is cancelled.')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/appointments/11/cancel')).toEqual([{ textCaller: false }, { textCaller: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'POST')).toHaveLength(2);
  });

  it('says when the caller cannot be texted: no number, or they replied STOP', async () => {
    const { fetchMock } = openAppointments('/appointments', {
      'GET /api/appointments': () => json(200, appointmentsPageDto([appointmentDto({ id: 12, callerNumber: null }), appointmentDto()])),
      'POST /api/appointments/11/cancel': () => json(200, { ...appointmentDto({ status: 'cancelled' }), callerText: 'opted_out' }),
    });
    const [withheld, cleaning] = await waitFor(entries);
    // A number is a tel: link, to call the caller back from a phone; a withheld one is said.
    expect(within(cleaning).getByRole('link', { name: 'Call +1 (415) 555-0134' })).toHaveAttribute('href', 'tel:+14155550134');
    expect(withheld).toHaveTextContent('Number withheld');
    expect(within(withheld).queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();

    await user.click(within(withheld).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Jane Doe left no number, so they cannot be texted about it.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Appointment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(cleaning).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText(/The caller opted out of texts \(they replied STOP\), so no text was sent\.$/)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/appointments/11/cancel')).toEqual([{ textCaller: true }]);
  });

  it('says how to get appointments: turn on booking in the one receptionist’s settings', async () => {
    openAppointments('/appointments', { 'GET /api/receptionists': () => json(200, [liveReceptionistDto({ id: 5, name: 'Front desk' })]) });

    const empty = await screen.findByRole('region', { name: 'No upcoming appointments' });
    expect(empty).toHaveTextContent('Turn on booking in a receptionist’s settings');
    expect(within(empty).getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/receptionists/5/settings#booking');
    // One receptionist: nothing to choose between.
    expect(screen.queryByRole('combobox', { name: 'Receptionist' })).not.toBeInTheDocument();
  });

  it('offers to request a receptionist when the customer has none, and to clear filters that match nothing', async () => {
    openAppointments('/appointments', { 'GET /api/receptionists': () => json(200, []) });
    const empty = await screen.findByRole('region', { name: 'No receptionists yet' });
    expect(within(empty).getByRole('link', { name: 'Request a Receptionist' })).toHaveAttribute('href', '/receptionists');
  });

  it('shows no empty week to a customer without receptionists, but the way to request one', async () => {
    openAppointments('/appointments?view=week', { 'GET /api/receptionists': () => json(200, []) });
    expect(await screen.findByRole('region', { name: 'No receptionists yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'This week' })).not.toBeInTheDocument();
  });

  it('says when the filters match nothing, and clears them', async () => {
    const { router } = openAppointments('/appointments?q=nobody');
    const empty = await screen.findByRole('region', { name: 'No appointments match these filters' });
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('is in the signed-in header as Appointments', async () => {
    openAppointments();
    const link = within(await openSiteMenu()).getByRole('link', { name: 'Appointments' });
    expect(link).toHaveAttribute('href', '/appointments');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
