import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { appConfig, AppConfig } from '../../config';
import { Row, rowFields } from '../../database/row-fields';
import { MailService } from '../../mail/mail.service';
import { findPlan } from '../plans/plan-catalogue';
import { LimitSubject, limitsFor, mayRequestReceptionists, OverLimitReason, overLimitReasons } from '../plans/plan-limits.policy';
import { CustomerPlans, planJoin } from '../billing/customer-plans';
import { User } from '../users/user.entity';
import { E164_PATTERN, freeSandboxNumber } from './ai-phone-numbers';
import { CreateReceptionistDto, UpdateReceptionistDto } from './dto/receptionist-fields.dto';
import { PendingChangeDto, ReceptionistDto, ReceptionistUsageDto, StatusChangeDto } from './dto/receptionist.dto';
import { Receptionist } from './receptionist.entity';
import { ReceptionistStatus } from './receptionist-statuses';
import { DEFAULT_LANGUAGES } from './receptionist-languages';
import { ReceptionistStatusChange } from './receptionist-status-change.entity';
import { ChangedField, ReceptionistChange } from './receptionist-change.entity';
import {
  liveReceptionistChangedTeamMail,
  settingsNotAppliedTeamMail,
  receptionistInTrainingMail,
  receptionistLiveMail,
  receptionistRequestedTeamMail,
} from './receptionists.mails';
import { RECEPTIONISTS_ERRORS } from './receptionists.errors';

/** A receptionist as a call report finds it: whose it is and the name the call keeps. */
export interface VoiceLinkedReceptionist {
  id: number;
  userId: number;
  name: string;
  /** The voice platform's assistant that answers as it; null while none is linked. */
  assistantId: string | null;
}
/** A receptionist as a simulated call speaks for it: its profile, its customer's company and its voice links. */
export interface VoiceProfile {
  id: number;
  name: string;
  companyName: string | null;
  companyInfo: string;
  businessHours: string;
  languages: string[];
  aiPhoneNumber: string | null;
  assistantId: string;
  phoneNumberId: string;
}

/** The voice links a platform of ours (the sandbox) gives a receptionist without any: `<prefix>-assistant-<id>`, `<prefix>-number-<id>`. */
export function voiceLinksOf(prefix: string, id: number): { assistantId: string; phoneNumberId: string } {
  return { assistantId: `${prefix}-assistant-${id}`, phoneNumberId: `${prefix}-number-${id}` };
}

/** How many hours our team promises to bring a live receptionist in line with a customer's change (the work queue's due time). */
export const CHANGE_PROMISED_HOURS = 24;
const HOUR_MS = 3_600_000;

/** A receptionist as its settings see it (SettingsSubject), before its `where`. */
const SETTINGS_SUBJECT = `select r.id, r.user_id as "userId", r.name, r.status, r.company_info as "companyInfo", r.business_hours as "businessHours",
    r.voice_assistant_id as "assistantId", coalesce(nullif(u.company_name, ''), r.name) as "businessName"
  from receptionists r join users u on u.id = r.user_id`;

/** A receptionist as its settings see it: its owner, its status, the business's name and what was written at its request. */
export interface SettingsSubject {
  id: number;
  userId: number;
  name: string;
  status: ReceptionistStatus;
  companyInfo: string;
  businessHours: string;
  /** The owner's company, else the receptionist's name: what its greeting calls the business. */
  businessName: string;
  /** The voice platform's assistant that answers as it, once our team has linked one. */
  assistantId: string | null;
}

/** The customer's order of preference: those they chose to keep active (the latest choice first), then the oldest. */
const PREFERENCE = 'r.kept_active_at desc nulls last, r.created_at, r.id';
const planLabel = (owner: LimitSubject) => findPlan(owner.subscriptionPlan)?.name ?? 'free';
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A receptionist as a call placed from its line sees it: its owner, its status, the business line and its own line. */
export interface ReceptionistLine {
  id: number;
  userId: number;
  name: string;
  status: ReceptionistStatus;
  phoneNumber: string;
  aiPhoneNumber: string | null;
  assistantId: string | null;
  phoneNumberId: string | null;
  /** Its owner, as our team's mail names them. */
  ownerEmail: string;
  ownerCompany: string | null;
}

/** Customers' receptionists, within what their plan allows (plans/plan-limits.policy.ts). */
@Injectable()
export class ReceptionistsService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly plans: CustomerPlans,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /** The customer's receptionists, oldest first, in two plain queries (managed entities cost the list most of its CPU). */
  async list(user: Pick<User, 'id'>): Promise<ReceptionistDto[]> {
    const rows = await this.em.getConnection().execute<Row[]>('select * from receptionists where user_id = ? order by created_at, id', [user.id]);
    return this.withTimelines(rows);
  }

  /** One receptionist as the API shows it (after a change). */
  async view(id: number): Promise<ReceptionistDto> {
    const [dto] = await this.withTimelines(await this.em.getConnection().execute<Row[]>('select * from receptionists where id = ?', [id]));
    if (!dto) throw appError(RECEPTIONISTS_ERRORS.NOT_FOUND);
    return dto;
  }

  /** Receptionist rows as the API shows them: their timelines (oldest change first) and whether each is within its owner's plan. */
  async withTimelines(rows: Row[]): Promise<ReceptionistDto[]> {
    if (rows.length === 0) return [];
    const overLimit = await this.overLimit(rows.map((row) => row.user_id as number));
    const changes = await this.em
      .getConnection()
      .execute<Row[]>('select * from receptionist_status_changes where receptionist_id in (?) order by created_at, id', [rows.map((row) => row.id)]);
    const pending = await this.pendingChanges(rows.map((row) => row.id as number));
    const owners = new Map(rows.map((row) => [row.id, row.user_id]));
    const timelines = new Map(rows.map((row) => [row.id, [] as StatusChangeDto[]]));
    for (const change of changes) {
      const fields = rowFields<ReceptionistStatusChange, 'receptionist' | 'actor'>(this.em, ReceptionistStatusChange, change);
      timelines.get(change.receptionist_id)!.push(StatusChangeDto.of(fields, change.actor_id === owners.get(change.receptionist_id)));
    }
    return rows.map((row) =>
      ReceptionistDto.of(
        rowFields<Receptionist, 'user' | 'statusHistory'>(this.em, Receptionist, row),
        timelines.get(row.id)!,
        overLimit.get(row.id as number) ?? [],
        pending.get(row.id as number) ?? null,
      ),
    );
  }

  /** The customer's changes to these receptionists that wait in our team's work queue, one summary each (the card shows it). */
  private async pendingChanges(ids: number[]): Promise<Map<number, PendingChangeDto>> {
    const rows = await this.em
      .getConnection()
      .execute<{ receptionist_id: number; fields: ChangedField[]; created_at: Date }[]>(
        'select receptionist_id, fields, created_at from receptionist_changes where receptionist_id in (?) and done_at is null order by created_at, id',
        [ids],
      );
    const pending = new Map<number, PendingChangeDto>();
    for (const row of rows) {
      const since = new Date(row.created_at);
      const entry = pending.get(row.receptionist_id) ?? { fields: [], since, dueBy: new Date(since.getTime() + CHANGE_PROMISED_HOURS * HOUR_MS) };
      for (const { label } of row.fields) if (!entry.fields.includes(label)) entry.fields.push(label);
      pending.set(row.receptionist_id, entry);
    }
    return pending;
  }

  /**
   * Why each receptionist of these owners is over its plan's limits (none: within), keyed by receptionist id. Computed
   * from the owners' current limits on every read, so no plan change anywhere needs to tell this module.
   */
  async overLimit(userIds: number[], em: EntityManager = this.em): Promise<Map<number, OverLimitReason[]>> {
    const marks = new Map<number, OverLimitReason[]>();
    if (userIds.length === 0) return marks;
    // The owners' plans join in (billing's planJoin): one statement, and no entities to build, on every list read.
    const plan = planJoin('u');
    const rows = await em.getConnection().execute<Row[]>(
      `select r.id, r.user_id, cardinality(r.languages) as language_count, u.receptionist_limit, u.receptionist_limit_active, ${plan.plan} as subscription_plan
         from receptionists r join users u on u.id = r.user_id ${plan.join} where r.user_id in (?) order by r.user_id, ${PREFERENCE}`,
      [[...new Set(userIds)]],
      'all',
      em.getTransactionContext(),
    );
    const byOwner = new Map<number, Row[]>();
    for (const row of rows) byOwner.set(row.user_id as number, [...(byOwner.get(row.user_id as number) ?? []), row]);
    for (const owned of byOwner.values()) {
      const { subscription_plan, receptionist_limit, receptionist_limit_active } = owned[0];
      const limits = limitsFor({
        subscriptionPlan: subscription_plan as string | null,
        receptionistLimit: receptionist_limit as number | null,
        receptionistLimitActive: receptionist_limit_active as boolean,
      });
      const reasons = overLimitReasons(
        limits,
        owned.map((row) => ({ languageCount: Number(row.language_count) })),
      );
      owned.forEach((row, index) => marks.set(row.id as number, reasons[index]));
    }
    return marks;
  }

  /** How many of each owner's receptionists are over their plan's limits (the back office's users list). */
  async overLimitCounts(userIds: number[]): Promise<Map<number, number>> {
    const rows = userIds.length
      ? await this.em.getConnection().execute<Row[]>('select id, user_id from receptionists where user_id in (?)', [[...new Set(userIds)]])
      : [];
    const marks = await this.overLimit(userIds);
    const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
    for (const row of rows) if (marks.get(row.id as number)?.length) counts.set(row.user_id as number, counts.get(row.user_id as number)! + 1);
    return counts;
  }

  /**
   * The customer chooses a receptionist to stay active: it goes first in their order of preference, so when the plan's
   * count is full the last of those within it moves over the limit. Answers the whole list, since another one changed.
   */
  async keepActive(user: Pick<User, 'id'>, id: number): Promise<ReceptionistDto[]> {
    if ((await this.em.nativeUpdate(Receptionist, { id, user: user.id }, { keptActiveAt: new Date() })) === 0) throw appError(RECEPTIONISTS_ERRORS.NOT_FOUND);
    return this.list(user);
  }

  async usage(user: User): Promise<ReceptionistUsageDto> {
    const plan = await this.plans.forUser(user.id);
    const owner = limitSubjectOf(user, plan.subscriptionPlan);
    const limits = limitsFor(owner);
    const receptionistCount = await this.em.count(Receptionist, { user });
    const reasons = [...(await this.overLimit([user.id])).values()];
    const planRequired = !mayRequestReceptionists(plan, owner);
    return {
      planId: findPlan(owner.subscriptionPlan)?.id ?? null,
      planName: findPlan(owner.subscriptionPlan)?.name ?? 'No plan',
      planRequired,
      receptionistCount,
      receptionistLimit: limits.receptionists,
      languagesPerReceptionist: limits.languagesPerReceptionist,
      canAddMore: !planRequired && receptionistCount < limits.receptionists,
      overLimitCount: reasons.filter((marks) => marks.length > 0).length,
      overReceptionistCount: reasons.filter((marks) => marks.includes('receptionists')).length,
      overLanguageCount: reasons.filter((marks) => marks.includes('languages')).length,
    };
  }

  /**
   * A new request: pending, not answering, and without an AI number until our team gives it a real one. The owner's row
   * is locked while counting, so concurrent requests can never pass the plan's limit together, and their plan is
   * share-locked, so a plan change under way is waited for and counted by.
   */
  async create(user: User, dto: CreateReceptionistDto): Promise<Receptionist> {
    const id = await this.em.fork().transactional(async (tx) => {
      // The plan's row before the owner's, the order every transaction locking both keeps (docs/architecture.md#row-locks).
      const plan = await this.plans.forUser(user.id, tx, { share: true });
      const owner = await tx.findOneOrFail(User, { id: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const subject = limitSubjectOf(owner, plan.subscriptionPlan);
      if (!mayRequestReceptionists(plan, subject)) throw appError(RECEPTIONISTS_ERRORS.PLAN_REQUIRED);
      const limits = limitsFor(subject);
      if ((await tx.count(Receptionist, { user: owner })) >= limits.receptionists) throw limitReached(subject, limits.receptionists);
      const languages = dto.languages ?? DEFAULT_LANGUAGES;
      assertLanguages(subject, languages.length);
      const receptionist = tx.create(Receptionist, {
        user: owner,
        name: dto.name,
        phoneNumber: dto.phoneNumber,
        languages,
        companyInfo: dto.companyInfo ?? '',
        businessHours: dto.businessHours ?? '',
      });
      tx.create(ReceptionistStatusChange, { receptionist, actor: owner, toStatus: 'pending' });
      this.mail.queueToTeam(tx, receptionistRequestedTeamMail(owner, receptionist, findPlan(subject.subscriptionPlan)?.name ?? 'custom', this.app.appUrl));
      await tx.flush();
      return receptionist.id;
    });
    return this.findOwn(user, id);
  }

  /**
   * The fields a customer may change; languages stay within the plan's cap. A receptionist already past it (its plan
   * shrank) may keep or shrink its languages on the way back within it, never add any.
   */
  async update(user: User, id: number, dto: UpdateReceptionistDto): Promise<Receptionist> {
    const receptionist = await this.findOwn(user, id);
    if (dto.languages && dto.languages.length > receptionist.languages.length) assertLanguages(await this.limitSubject(user), dto.languages.length);
    // A live receptionist's assistant answers from these details: our team hears what changed, to change it too, and the
    // change waits in the work queue until they mark it done.
    const fields: ChangedField[] = [];
    for (const field of CUSTOMER_FIELDS) {
      if (dto[field] === undefined) continue;
      const before = asText(receptionist[field]);
      (receptionist[field] as unknown) = dto[field];
      if (receptionist.status === 'active' && field in TEAM_LABELS && asText(receptionist[field]) !== before) {
        fields.push({ field, label: TEAM_LABELS[field as keyof typeof TEAM_LABELS], before, after: asText(receptionist[field]) });
      }
    }
    if (fields.length > 0) this.recordChange(this.em, receptionist, user, fields);
    await this.em.flush();
    return receptionist;
  }

  /**
   * A customer's change to a live receptionist, in `tx`: our team hears what changed, and it waits in the work queue
   * until they mark it done (docs/product.md#the-work-queue).
   */
  recordChange(
    tx: EntityManager,
    receptionist: Pick<Receptionist, 'id' | 'name'>,
    customer: User,
    fields: ChangedField[],
    teamMail = liveReceptionistChangedTeamMail(customer, receptionist, fields, this.app.appUrl),
  ): void {
    tx.create(ReceptionistChange, { receptionist: tx.getReference(Receptionist, receptionist.id), changedBy: tx.getReference(User, customer.id), fields });
    this.mail.queueToTeam(tx, teamMail);
  }

  /**
   * A settings version its assistant did not take (docs/voice-platforms.md#settings), in `tx`: it waits in the work
   * queue like a change, until our team re-applies it and marks it done, and they hear of it by its own mail.
   */
  recordSettingsNotApplied(tx: EntityManager, receptionist: Pick<Receptionist, 'id' | 'name'>, customer: User, version: number, reason: string): void {
    const field = { field: 'settings', label: `Settings version ${version} not applied`, before: '', after: reason.slice(0, 600) };
    this.recordChange(tx, receptionist, customer, [field], settingsNotAppliedTeamMail(customer, receptionist, version, field.after, this.app.appUrl));
  }

  /**
   * A receptionist as its settings see it (docs/product.md#receptionist-settings), when it is `userId`'s (any owner's
   * when omitted); `lock` holds its row until `em`'s transaction ends, so two saves of its settings take turns.
   */
  async settingsSubject(
    id: number,
    { userId, em = this.em, lock = false }: { userId?: number; em?: EntityManager; lock?: boolean } = {},
  ): Promise<SettingsSubject | null> {
    const [row] = await em
      .getConnection()
      .execute<SettingsSubject[]>(
        `${SETTINGS_SUBJECT} where r.id = ?${userId === undefined ? '' : ' and r.user_id = ?'}${lock ? ' for no key update of r' : ''}`,
        userId === undefined ? [id] : [id, userId],
        'all',
        em.getTransactionContext(),
      );
    return row ?? null;
  }

  /** Every receptionist of `userId` as its settings see it, oldest first (the cards' order). */
  async settingsSubjectsOf(userId: number): Promise<SettingsSubject[]> {
    return this.em.getConnection().execute<SettingsSubject[]>(`${SETTINGS_SUBJECT} where r.user_id = ? order by r.created_at, r.id`, [userId]);
  }

  /** Keeps the receptionist's company information (the card's preview, the back office's lists) as its settings say, in `tx`. */
  async setCompanyInfo(tx: EntityManager, id: number, companyInfo: string): Promise<void> {
    await tx
      .getConnection()
      .execute(
        'update receptionists set company_info = ? where id = ? and company_info is distinct from ?',
        [companyInfo, id, companyInfo],
        'run',
        tx.getTransactionContext(),
      );
  }

  /**
   * Our team marks a customer's change to a live receptionist done (docs/product.md#the-work-queue), in `tx`: once;
   * marking it again changes nothing. Null when there is no such change.
   */
  async markChangeDone(tx: EntityManager, id: number, actor: User): Promise<{ change: ReceptionistChange; changed: boolean } | null> {
    const change = await tx.findOne(ReceptionistChange, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!change) return null;
    if (change.doneAt) return { change, changed: false };
    Object.assign(change, { doneAt: new Date(), doneBy: actor });
    return { change, changed: true };
  }

  async remove(user: User, id: number): Promise<void> {
    if ((await this.em.nativeDelete(Receptionist, { id, user })) === 0) throw appError(RECEPTIONISTS_ERRORS.NOT_FOUND);
  }

  /**
   * Our team moves a receptionist (the back office decides which moves are allowed): `active` follows the status, the
   * move joins the timeline, and the customer hears when it enters training and when it goes live.
   */
  changeStatus(tx: EntityManager, receptionist: Receptionist, to: ReceptionistStatus, actor: User): void {
    const from = receptionist.status;
    if (from === to) return;
    Object.assign(receptionist, { status: to, active: to === 'active' });
    // Back in set-up from service: our team's promise counts from now (docs/product.md#the-work-queue).
    if (IN_SETUP.includes(to) && !IN_SETUP.includes(from)) receptionist.setupSince = new Date();
    tx.create(ReceptionistStatusChange, { receptionist, actor, fromStatus: from, toStatus: to });
    if (to === 'training') this.mail.queueToUser(tx, receptionist.user, receptionistInTrainingMail(receptionist.user, receptionist, this.app.appUrl));
    if (to === 'active') this.mail.queueToUser(tx, receptionist.user, receptionistLiveMail(receptionist.user, receptionist, this.app.appUrl));
  }

  /**
   * The receptionist a voice-platform call belongs to, by the platform's assistant id, else its phone-number id (both
   * set by our team, each unique): its id, its customer and its name. Null when neither is linked to a receptionist.
   */
  async findByVoiceLink(
    em: EntityManager,
    assistantId: string | null | undefined,
    phoneNumberId: string | null | undefined,
  ): Promise<VoiceLinkedReceptionist | null> {
    if (!assistantId && !phoneNumberId) return null;
    const rows: VoiceLinkedReceptionist[] = await em.getConnection().execute(
      `select id, user_id as "userId", name, voice_assistant_id as "assistantId" from receptionists where voice_assistant_id = ? or voice_phone_number_id = ?
       order by (voice_assistant_id is not distinct from ?) desc limit 1`,
      [assistantId ?? null, phoneNumberId ?? null, assistantId ?? null],
      'all',
      em.getTransactionContext(),
    );
    return rows[0] ?? null;
  }

  /** The ids of the customer's receptionists, in id order. */
  async idsOf(userId: number): Promise<number[]> {
    const rows = await this.em.getConnection().execute<{ id: number }[]>('select id from receptionists where user_id = ? order by id', [userId]);
    return rows.map((row) => row.id);
  }

  /** The receptionist's line, or null when there is no such receptionist. */
  async lineOf(id: number): Promise<ReceptionistLine | null> {
    const [line] = await this.em.getConnection().execute<ReceptionistLine[]>(
      `select r.id, r.user_id as "userId", r.name, r.status, r.phone_number as "phoneNumber", r.ai_phone_number as "aiPhoneNumber",
         r.voice_assistant_id as "assistantId", r.voice_phone_number_id as "phoneNumberId", u.email as "ownerEmail", u.company_name as "ownerCompany"
       from receptionists r join users u on u.id = r.user_id where r.id = ?`,
      [id],
    );
    return line ?? null;
  }

  /** The customer's receptionists' ids and names, in id order. */
  async namesOf(userId: number): Promise<{ id: number; name: string }[]> {
    return this.em.getConnection().execute<{ id: number; name: string }[]>('select id, name from receptionists where user_id = ? order by id', [userId]);
  }

  /** The active receptionists, or the active ones among `ids`, in id order. */
  async activeIds(ids?: number[]): Promise<number[]> {
    if (ids?.length === 0) return [];
    const rows = await this.em
      .getConnection()
      .execute<{ id: number }[]>(`select id from receptionists where status = 'active'${ids ? ' and id in (?)' : ''} order by id`, ids ? [ids] : []);
    return rows.map((row) => row.id);
  }

  /**
   * The receptionists' voice profiles; one without voice links first gets voiceLinksOf(prefix, id), stored, so its
   * calls find it by the same lookup as the platform's do. A unique-constraint error means such an id is already another
   * receptionist's.
   */
  async voiceProfiles(ids: number[], prefix: string): Promise<VoiceProfile[]> {
    if (ids.length === 0) return [];
    const connection = this.em.getConnection();
    const given = ids.map((id) => ({ id, ...voiceLinksOf(prefix, id) }));
    await connection.execute(
      `update receptionists r set voice_assistant_id = coalesce(r.voice_assistant_id, given."assistantId"),
         voice_phone_number_id = coalesce(r.voice_phone_number_id, given."phoneNumberId")
       from json_to_recordset(?::json) as given (id int, "assistantId" text, "phoneNumberId" text)
       where r.id = given.id and (r.voice_assistant_id is null or r.voice_phone_number_id is null)`,
      [JSON.stringify(given)],
    );
    const rows = await connection.execute<Row[]>(
      `select r.id, r.name, r.company_info, r.business_hours, r.languages, r.ai_phone_number, r.voice_assistant_id, r.voice_phone_number_id, u.company_name
       from receptionists r join users u on u.id = r.user_id where r.id in (?) order by r.id`,
      [ids],
    );
    return rows.map((row) => ({
      id: row.id as number,
      name: row.name as string,
      companyName: (row.company_name as string | null) || null,
      companyInfo: row.company_info as string,
      businessHours: row.business_hours as string,
      languages: row.languages as string[],
      aiPhoneNumber: row.ai_phone_number as string,
      assistantId: row.voice_assistant_id as string,
      phoneNumberId: row.voice_phone_number_id as string,
    }));
  }

  /**
   * Our team's edit (the back office's dialog and quick actions), in `tx`: any status may be chosen, `active` always
   * follows it (true only while active), the move joins the timeline and the customer is told (changeStatus). The voice
   * platform's ids link the receptionist to the assistant that answers as it; null unlinks. Refused, changing nothing:
   * a voice id another receptionist holds, or going live past the owner's plan. Answers the audited fields before and
   * after, and the new voice link when it changed (the caller hands it its unmatched calls).
   */
  async updateByAdministrator(tx: EntityManager, id: number, changes: AdministratorChanges, actor: User): Promise<AdministratorEdit> {
    // `for no key update` on this row alone (docs/architecture.md#row-locks): edits still wait for each other, while the
    // calls being written for it, whose foreign keys key-share this row and the owner's, go on.
    await tx.getConnection().execute('select 1 from receptionists where id = ? for no key update', [id], 'all', tx.getTransactionContext());
    const receptionist = await tx.findOne(Receptionist, { id }, { populate: ['user', 'statusHistory'] });
    if (!receptionist) return { refused: 'not-found' };
    for (const field of ['voiceAssistantId', 'voicePhoneNumberId'] as const) {
      const value = changes[field];
      const holder = value ? await tx.findOne(Receptionist, { [field]: value, id: { $ne: id } }, { populate: ['user'] }) : null;
      if (holder) return { refused: 'voice-id-taken', field, holder: `${holder.name} (receptionist #${holder.id} of ${holder.user.email})` };
    }
    const before = auditedFields(receptionist);
    for (const field of EDITED_FIELDS) if (changes[field] !== undefined) (receptionist[field] as unknown) = changes[field];
    const status =
      changes.status ??
      (changes.active === undefined ? receptionist.status : changes.active ? 'active' : receptionist.status === 'active' ? 'inactive' : receptionist.status);
    const lineChanged = LINE_FIELDS.some((field) => receptionist[field] !== before[field]);
    if (status === 'active' && (receptionist.status !== 'active' || lineChanged)) {
      const missing = missingLine(receptionist);
      if (missing.length > 0) return { refused: 'line-incomplete', missing };
    }
    if (status === 'active' && receptionist.status !== 'active') {
      // Going live is refused past the owner's plan: the mark asks our team to pause it, not to put it on the line.
      await tx.flush();
      if ((await this.overLimit([receptionist.user.id], tx)).get(id)?.length) return { refused: 'over-limit' };
    }
    const relinked = receptionist.voiceAssistantId !== before.voiceAssistantId || receptionist.voicePhoneNumberId !== before.voicePhoneNumberId;
    if (relinked) await tx.flush(); // a taken id fails here, before the caller moves any call
    this.changeStatus(tx, receptionist, status, tx.getReference(User, actor.id));
    const { name, voiceAssistantId: assistantId, voicePhoneNumberId: phoneNumberId } = receptionist;
    return {
      before,
      after: auditedFields(receptionist),
      voiceLink: relinked ? { receptionistId: id, userId: receptionist.user.id, name, assistantId, phoneNumberId } : null,
    };
  }

  /** A free number for a sandbox line (ai-phone-numbers.ts); null when nearly all are taken. */
  freeSandboxNumber(): Promise<string | null> {
    return freeSandboxNumber(this.em);
  }

  /** Our team deletes a receptionist, in `tx`: answers what the audit trail keeps of it, or null when there is none. */
  async removeByAdministrator(
    tx: EntityManager,
    id: number,
  ): Promise<{ name: string; aiPhoneNumber: string | null; status: ReceptionistStatus; userId: number } | null> {
    const receptionist = await tx.findOne(Receptionist, { id }, { populate: ['user'] });
    if (!receptionist) return null;
    tx.remove(receptionist);
    const { name, aiPhoneNumber, status } = receptionist;
    return { name, aiPhoneNumber, status, userId: receptionist.user.id };
  }

  /** What decides the owner's limits: their override, and their plan as billing has it now. */
  private async limitSubject(owner: User): Promise<LimitSubject> {
    return limitSubjectOf(owner, (await this.plans.forUser(owner.id)).subscriptionPlan);
  }

  /** Another customer's receptionist is "not found", never "forbidden": ids reveal nothing. */
  private async findOwn(user: User, id: number): Promise<Receptionist> {
    const receptionist = await this.em.findOne(Receptionist, { id, user }, { populate: ['statusHistory'] });
    if (!receptionist) throw appError(RECEPTIONISTS_ERRORS.NOT_FOUND);
    return receptionist;
  }
}

function limitReached(owner: LimitSubject, limit: number) {
  return appError({
    ...RECEPTIONISTS_ERRORS.LIMIT_REACHED,
    message: `Your ${planLabel(owner)} plan allows up to ${plural(limit, 'receptionist')}. Please upgrade your subscription to add more.`,
  });
}

function assertLanguages(owner: LimitSubject, count: number): void {
  const cap = limitsFor(owner).languagesPerReceptionist;
  if (count > cap) {
    throw appError({
      ...RECEPTIONISTS_ERRORS.LANGUAGE_LIMIT_REACHED,
      message: `Your ${planLabel(owner)} plan allows up to ${plural(cap, 'language')} per receptionist.`,
    });
  }
}

/** What our team's edit may set; undefined leaves a field as it is. */
export type AdministratorChanges = Partial<Pick<Receptionist, (typeof EDITED_FIELDS)[number] | 'status' | 'active'>>;

/** Our team's edit: refused (nothing changed), or the audited fields before and after and the new voice link. */
export type AdministratorEdit =
  | { refused: 'not-found' }
  | { refused: 'over-limit' }
  | { refused: 'line-incomplete'; missing: LineField[] }
  | { refused: 'voice-id-taken'; field: 'voiceAssistantId' | 'voicePhoneNumberId'; holder: string }
  | {
      before: Record<AuditedField, unknown>;
      after: Record<AuditedField, unknown>;
      voiceLink: { receptionistId: number; userId: number; name: string; assistantId: string | null; phoneNumberId: string | null } | null;
    };

/** What a customer may set on their receptionist. */
const CUSTOMER_FIELDS = ['name', 'phoneNumber', 'languages', 'companyInfo', 'businessHours', 'forwardingCarrier'] as const;

/** The statuses of a receptionist our team is still setting up. */
const IN_SETUP: ReceptionistStatus[] = ['pending', 'training'];

/** The customer's fields the assistant answers from, as our team's mail names them. */
const TEAM_LABELS = { name: 'Name', phoneNumber: 'Business number', languages: 'Languages', companyInfo: 'Company information', businessHours: 'Hours' };
const asText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/** What puts a receptionist on the line: its real number and the voice platform's assistant and number that answer it. */
const LINE_FIELDS = ['aiPhoneNumber', 'voiceAssistantId', 'voicePhoneNumberId'] as const;
export type LineField = (typeof LINE_FIELDS)[number];

/** The parts of its line a receptionist lacks to go live (docs/product.md#a-real-number-before-going-live). */
function missingLine(receptionist: Pick<Receptionist, LineField>): LineField[] {
  return LINE_FIELDS.filter((field) => (field === 'aiPhoneNumber' ? !E164_PATTERN.test(receptionist.aiPhoneNumber ?? '') : !receptionist[field]));
}

const EDITED_FIELDS = [
  'name',
  'phoneNumber',
  'aiPhoneNumber',
  'companyInfo',
  'businessHours',
  'languages',
  'voiceAssistantId',
  'voicePhoneNumberId',
  'forwardingCarrier',
] as const;
const AUDITED_FIELDS = [...EDITED_FIELDS, 'status', 'active'] as const;
type AuditedField = (typeof AUDITED_FIELDS)[number];

const auditedFields = (receptionist: Receptionist) =>
  Object.fromEntries(AUDITED_FIELDS.map((field) => [field, receptionist[field]])) as Record<AuditedField, unknown> & Pick<Receptionist, AuditedField>;

/** What the plan policy decides by: the owner's plan and our team's override of their receptionist limit. */
function limitSubjectOf(owner: User, subscriptionPlan: LimitSubject['subscriptionPlan']): LimitSubject {
  return { subscriptionPlan, receptionistLimit: owner.receptionistLimit, receptionistLimitActive: owner.receptionistLimitActive };
}
