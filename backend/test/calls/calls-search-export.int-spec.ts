import { EntityManager } from '@mikro-orm/postgresql';
import type { Response as AgentResponse } from 'superagent';
import { CALLS_EXPORT_ROW_LIMIT } from '../../src/modules/calls/calls-csv';
import { type Customer, registerCustomer, signInAdmin } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** The call log's full-text search and its CSV export (docs/product.md#searching-the-call-log, #exporting-the-call-log). */
describe('call log search and export (/api/calls?q, /api/calls/export.csv)', () => {
  let app: TestApp;
  let carol: Customer;
  let dan: Customer;
  const ids: Record<string, number> = {};
  let sequence = 0;

  const insertCall = async (
    name: string,
    userId: number,
    fields: { summary?: string | null; transcript?: string[] | null; caller?: string | null; outcome?: string; startedAt?: string; seconds?: number },
  ) => {
    const transcript = fields.transcript?.map((text, turn) => ({ speaker: turn % 2 ? 'caller' : 'receptionist', text, seconds: turn * 4 }));
    sequence += 1;
    const [{ id }] = await app
      .get(EntityManager)
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `insert into calls (platform, platform_call_id, facts_sent_at, user_id, receptionist_name, status, started_at, duration_seconds, caller_number, outcome, summary, transcript)
         values ('vapi', ?, now(), ?, 'Front desk', 'ended', ?, ?, ?, ?, ?, ?) returning id`,
        [
          `search-${name}-${userId}`,
          userId,
          fields.startedAt ?? new Date(Date.UTC(2026, 10, 1, 9, sequence)).toISOString(),
          fields.seconds ?? 60,
          fields.caller === undefined ? '+15550142' : fields.caller,
          fields.outcome ?? 'answered_question',
          fields.summary === undefined ? 'A caller asked a question.' : fields.summary,
          transcript ? JSON.stringify(transcript) : null,
        ],
      );
    ids[name] = id;
  };
  const names = (items: { id: number }[]) => items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id).sort();
  const search = async (who: Customer, q: string) => names((await who.agent.get('/api/calls').query({ q }).expect(200)).body.items);
  /** The export's records, parsed as a spreadsheet would (RFC 4180 quoting). */
  const records = (csv: string): string[][] => {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let index = 0; index < csv.length; index += 1) {
      const char = csv[index];
      const pair = csv.slice(index, index + 2);
      if (quoted && pair === '""') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = !quoted;
      } else if (!quoted && char === ',') {
        row.push(cell);
        cell = '';
      } else if (!quoted && pair === '\r\n') {
        rows.push([...row, cell]);
        row = [];
        cell = '';
        index += 1;
      } else {
        cell += char;
      }
    }
    return rows;
  };
  const exported = async (who: Customer, query: Record<string, string> = {}) => {
    const response: AgentResponse = await who.agent
      .get('/api/calls/export.csv')
      .query(query)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });
    return { response, text: response.body as string };
  };

  beforeAll(async () => {
    app = await createTestApp();
    carol = await registerCustomer(app, { firstName: 'Carol' });
    dan = await registerCustomer(app, { firstName: 'Dan' });
    await insertCall('appointment', carol.id, { summary: 'Maria booked an appointment for a cleaning.', outcome: 'appointment_booked' });
    await insertCall('harbor', carol.id, {
      summary: 'Asked for directions.',
      transcript: ['Thanks for calling, how can I help?', 'Where do I park near Harbor Street?'],
    });
    await insertCall('call-back', carol.id, { summary: 'Left a message and asked for a call back.', outcome: 'message_taken' });
    await insertCall('callback', carol.id, { summary: 'Wants a callback about the invoice.', outcome: 'message_taken' });
    await insertCall('formula', carol.id, {
      summary: '=HYPERLINK("http://evil.example","click"), then a line\nbreak and a "quote"',
      caller: '+15550199',
      outcome: 'spam',
    });
    await insertCall('plain', carol.id, { summary: '@mention -dash +plus', caller: null, outcome: 'hang_up', startedAt: '2026-11-20T10:00:00Z' });
    await insertCall('dans-short', dan.id, { summary: 'The caller hung up.', outcome: 'hang_up', seconds: 6 });
    await insertCall('dans-harbor', dan.id, { summary: 'Dan’s caller asked about Harbor Street parking and an appointment.', transcript: ['Harbor'] });
  }, 60_000);
  afterAll(() => app.close());

  describe('search', () => {
    it('stems words: "appointments" finds "appointment", and "booking" finds "booked"', async () => {
      expect(await search(carol, 'appointments')).toEqual(['appointment']);
      expect(await search(carol, 'Booking')).toEqual(['appointment']);
    });

    it("finds words in the transcript's turns, but not the speakers' labels", async () => {
      expect(await search(carol, 'Harbor')).toEqual(['harbor']);
      expect(await search(carol, 'parking')).toEqual(['harbor']);
      expect(await search(carol, 'receptionist')).toEqual([]);
    });

    it('treats "callback" and "call back" as the same words', async () => {
      expect(await search(carol, 'callback')).toEqual(['call-back', 'callback']);
      expect(await search(carol, 'call back')).toEqual(['call-back', 'callback']);
      expect(await search(carol, 'call-back')).toEqual(['call-back', 'callback']);
    });

    it('takes web-search syntax: a quoted phrase, or, and -word', async () => {
      expect(await search(carol, '"for a call back"')).toEqual(['call-back', 'callback']);
      expect(await search(carol, 'cleaning or directions')).toEqual(['appointment', 'harbor']);
      expect(await search(carol, 'message -invoice')).toEqual(['call-back']);
    });

    it('still finds caller numbers however they are typed', async () => {
      expect(await search(carol, '(555) 0199')).toEqual(['formula']);
      expect(await search(carol, '+1 555-01')).toEqual(['appointment', 'call-back', 'callback', 'formula', 'harbor']);
    });

    it("never finds another customer's calls, and stop words or punctuation alone find nothing", async () => {
      expect(await search(dan, 'Harbor')).toEqual(['dans-harbor']);
      expect(await search(dan, 'appointments')).toEqual(['dans-harbor']);
      expect(await search(carol, 'the')).toEqual([]);
      expect(await search(carol, '!!! &&')).toEqual([]);
    });

    it("finds text in the summaries of every customer's calls in the back office, not the transcripts", async () => {
      const admin = await signInAdmin(app);
      const search = async (q: string) => names((await admin.get('/api/admin/calls').query({ q }).expect(200)).body.items);
      expect(await search('Harbor Street')).toContain('dans-harbor');
      // Carol's caller said it in the transcript only: the customer's own log finds it (above), the back office does not.
      expect(await search('Harbor Street')).not.toContain('harbor');
      expect(await search('booked an appointment')).toContain('appointment');
    });
  });

  describe('export', () => {
    it('answers CSV in UTF-8 with a header row, a call a row, newest first, as a download', async () => {
      const { response, text } = await exported(carol);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="calls-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(
        text.startsWith('\uFEFFCall,Started (America/New_York),Started (UTC),Caller,Caller name,Receptionist,Length (seconds),Outcome,Summary,Test call\r\n'),
      ).toBe(true);
      const rows = records(text.slice(1));
      expect(rows.slice(1).map(([id]) => Number(id))).toEqual(['plain', 'formula', 'callback', 'call-back', 'harbor', 'appointment'].map((name) => ids[name]));
      expect(rows[6]).toEqual([
        String(ids.appointment),
        '2026-11-01 04:01:00', // an hour after New York's clocks went back that morning: EST, UTC−5
        '2026-11-01T09:01:00.000Z',
        "'+15550142",
        '',
        'Front desk',
        '60',
        'Appointment booked',
        'Maria booked an appointment for a cleaning.',
        'no',
      ]);
    });

    it('writes each start in the owner’s time zone as they set it, and names the file by their day', async () => {
      const ed = await registerCustomer(app, { firstName: 'Ed' });
      await insertCall('eds-late', ed.id, { summary: 'Called late.', startedAt: '2026-11-26T06:30:00Z' });
      await ed.agent.patch('/api/user').send({ timeZone: 'America/Los_Angeles' }).expect(200);
      const { response, text } = await exported(ed);
      const [header, row] = records(text.slice(1));
      expect(header.slice(0, 3)).toEqual(['Call', 'Started (America/Los_Angeles)', 'Started (UTC)']);
      expect(row.slice(1, 3)).toEqual(['2026-11-25 22:30:00', '2026-11-26T06:30:00.000Z']); // the evening before, in PST
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
      expect(response.headers['content-disposition']).toBe(`attachment; filename="calls-${today}.csv"`);
    });

    it('names the caller the owner named, on each of their calls', async () => {
      await carol.agent
        .put(`/api/callers/${encodeURIComponent('+15550142')}/name`)
        .send({ name: 'Maria Lopez' })
        .expect(200);
      try {
        const rows = records((await exported(carol)).text.slice(1));
        expect(rows.find(([id]) => id === String(ids.appointment))?.[4]).toBe('Maria Lopez');
      } finally {
        await carol.agent
          .put(`/api/callers/${encodeURIComponent('+15550142')}/name`)
          .send({ name: null })
          .expect(200);
      }
    });

    it('neutralises cells a spreadsheet would run as a formula, and quotes commas, quotes and line breaks', async () => {
      const rows = records((await exported(carol, { outcome: 'spam' })).text.slice(1));
      expect(rows.slice(1)).toEqual([
        [
          String(ids.formula),
          expect.any(String),
          expect.any(String),
          "'+15550199",
          '',
          'Front desk',
          '60',
          'Spam',
          '\'=HYPERLINK("http://evil.example","click"), then a line\nbreak and a "quote"',
          'no',
        ],
      ]);
      const plain = records((await exported(carol, { outcome: 'hang_up' })).text.slice(1))[1];
      expect(plain[3]).toBe('');
      expect(plain[8]).toBe("'@mention -dash +plus");
      for (const start of ['-', '+', '@', '=']) {
        await app
          .get(EntityManager)
          .fork()
          .getConnection()
          .execute('update calls set summary = ? where id = ?', [`${start}1+1`, ids.plain]);
        expect(records((await exported(carol, { outcome: 'hang_up' })).text.slice(1))[1][8]).toBe(`'${start}1+1`);
      }
    });

    it('exports what the filters and the search select, and only the customer’s own calls', async () => {
      const searched = records((await exported(carol, { q: 'call back' })).text.slice(1));
      expect(searched.slice(1).map(([id]) => Number(id))).toEqual([ids.callback, ids['call-back']]);
      const ranged = records((await exported(carol, { from: '2026-11-15', to: '2026-11-30' })).text.slice(1));
      expect(ranged.slice(1).map(([id]) => Number(id))).toEqual([ids.plain]);
      const dans = records((await exported(dan, { q: 'Harbor' })).text.slice(1));
      expect(dans.slice(1).map(([id]) => Number(id))).toEqual([ids['dans-harbor']]);
      const nobody = await registerCustomer(app);
      expect(records((await exported(nobody)).text.slice(1))).toHaveLength(1);
    });

    it(`stops at ${CALLS_EXPORT_ROW_LIMIT.toLocaleString('en-US')} calls, newest first, read in batches`, async () => {
      const busy = await registerCustomer(app);
      await app
        .get(EntityManager)
        .fork()
        .getConnection()
        .execute(
          `insert into calls (platform, platform_call_id, facts_sent_at, user_id, status, started_at, summary)
           select 'vapi', 'bulk-' || ? || '-' || n, now(), ?, 'ended', timestamptz '2026-01-01' + n * interval '1 minute 0.000123 seconds', 'Call ' || n
           from generate_series(1, ?) n`,
          [busy.id, busy.id, CALLS_EXPORT_ROW_LIMIT + 5],
        );
      const rows = records((await exported(busy)).text.slice(1)).slice(1);
      expect(rows).toHaveLength(CALLS_EXPORT_ROW_LIMIT);
      expect(rows[0][8]).toBe(`Call ${CALLS_EXPORT_ROW_LIMIT + 5}`);
      expect(rows.at(-1)![8]).toBe('Call 6');
      expect(new Set(rows.map(([id]) => id)).size).toBe(CALLS_EXPORT_ROW_LIMIT);
    }, 60_000);

    it('refuses bad filters with 400 and a message, before any file starts', async () => {
      for (const [query, field, message] of [
        [{ from: 'yesterday' }, 'from', 'from must be a date (2026-11-26) or a date-time with its offset (2026-11-26T14:30:00Z)'],
        [{ to: '2026-02-30' }, 'to', 'to must be a date (2026-11-26) or a date-time with its offset (2026-11-26T14:30:00Z)'],
        [{ from: '2026-11-10', to: '2026-11-01' }, 'to', 'to must not be before from'],
        [{ outcome: 'maybe' }, 'outcome', expect.stringContaining('outcome must be one of')],
        [{ receptionistId: '-3' }, 'receptionistId', 'receptionistId must be a positive whole number'],
        [{ q: 'x'.repeat(101) }, 'q', 'q must be at most 100 characters'],
      ] as const) {
        const { body, headers } = await carol.agent.get('/api/calls/export.csv').query(query).expect(400);
        expect(headers['content-type']).toMatch(/^application\/json/);
        expect(body.errors).toEqual({ [field]: message });
      }
      for (const [query, field] of [
        [{ from: 'yesterday' }, 'from'],
        [{ outcome: 'maybe' }, 'outcome'],
      ] as const) {
        expect(Object.keys((await carol.agent.get('/api/calls').query(query).expect(400)).body.errors)).toEqual([field]);
      }
    });

    it('filters the log and the export by why calls were not counted (too short, spam, test)', async () => {
      const short = await dan.agent.get('/api/calls').query({ notCounted: 'short' }).expect(200);
      expect(names(short.body.items)).toEqual(['dans-short']);
      expect((await dan.agent.get('/api/calls').query({ notCounted: 'spam' }).expect(200)).body.items).toEqual([]);
      const file = records((await exported(dan, { notCounted: 'short' })).text.slice(1));
      expect(file.slice(1).map(([id]) => Number(id))).toEqual([ids['dans-short']]);
      const refused = await dan.agent.get('/api/calls').query({ notCounted: 'long' }).expect(400);
      expect(refused.body.errors).toEqual({ notCounted: 'notCounted must be one of: spam, test, short' });
    });

    it('is for signed-in customers only', async () => {
      await app.http().get('/api/calls/export.csv').expect(401);
    });
  });
});
