import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { Row } from '../../database/row-fields';
import { OutboxService } from '../../jobs/outbox.service';
import { QUEUES } from '../../jobs/queues';
import { CustomerPlans } from '../billing/customer-plans';
import { findPlan } from '../plans/plan-catalogue';
import { limitsFor } from '../plans/plan-limits.policy';
import { CallScreeningService } from '../calls/call-screening.service';
import { VoiceTools } from '../calls/voice-tools';
import { ReceptionistsService, type SettingsSubject } from '../receptionists/receptionists.service';
import { User } from '../users/user.entity';
import type {
  AssistantInstructionsDto,
  ReceptionistSettingsDto,
  ReceptionistSettingsVersionDto,
  ReceptionistSettingsVersionSummaryDto,
  SettingsAllowanceDto,
  SettingsDelivery,
  SettingsDeliverySummaryDto,
} from './dto/receptionist-settings.dto';
import type { AssistantInstructions } from '../calls/platforms/voice-platform';
import { assistantInstructions } from './assistant-instructions';
import { describeStatus } from '../../common/opening-hours';
import {
  type Answer,
  changedSections,
  completeSettings,
  defaultSettings,
  describeSection,
  exceededAllowance,
  normalizeSettings,
  type ReceptionistSettings,
  SETTINGS_SECTIONS,
  type SettingsSection,
  validateSettings,
} from './receptionist-settings';
import { type ApplyState, ReceptionistSettingsVersion } from './receptionist-settings-version.entity';
import { RECEPTIONIST_SETTINGS_ERRORS } from './receptionist-settings.errors';
// The time zone of settings never saved: the page asks the owner to confirm it.
import { DEFAULT_TIME_ZONE } from '../../common/time-zones';

/** How many versions the history lists, newest first. */
export const HISTORY_LENGTH = 100;
/** The outbox job that sends a version to the voice platform (AssistantSettingsProcessor). */
export const APPLY_SETTINGS_JOB = 'apply-settings';
export interface ApplySettingsJob {
  receptionistId: number;
  version: number;
}

/** A document to save: sections a client leaves out (those added after it was written) keep their values. */
export type SettingsToSave = Omit<ReceptionistSettings, 'booking' | 'links'> & Partial<Pick<ReceptionistSettings, 'booking' | 'links'>>;

/** Whose request: a customer reads only their own receptionists; our team any (`customerId` undefined). */
export interface SettingsViewer {
  customerId?: number;
}

/** What a save did: the version it made (or the current one when nothing changed) and the sections before and after. */
export interface SavedSettings {
  version: number;
  changed: SettingsSection[];
  before: Partial<Record<SettingsSection, string>>;
  after: Partial<Record<SettingsSection, string>>;
}

/**
 * Receptionists' settings, versioned (docs/product.md#receptionist-settings): every save is a new version of the whole
 * document; restoring saves an old version's document again. A receptionist with a voice assistant gets each new
 * version applied to it through the outbox (AssistantSettingsProcessor).
 */
@Injectable()
export class ReceptionistSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly receptionists: ReceptionistsService,
    private readonly plans: CustomerPlans,
    private readonly outbox: OutboxService,
    private readonly screening: CallScreeningService,
    private readonly tools: VoiceTools,
  ) {}

  async current(id: number, viewer: SettingsViewer): Promise<ReceptionistSettingsDto> {
    const subject = await this.subjectOrFail(id, viewer);
    const latest = await this.latest(this.em, id);
    const settings = latest?.settings ?? this.defaults(subject);
    const version = latest?.version ?? 0;
    const delivery = deliveryOf(subject, latest?.applyState ?? 'none');
    return {
      receptionistName: subject.name,
      businessName: subject.businessName,
      version,
      saved: latest ? (await this.summaries(id, { version }))[0] : null,
      settings,
      openStatus: describeStatus(settings.hours, new Date()),
      delivery,
      deliveryText: deliveryText(delivery, version),
      allowance: await this.allowance(subject.userId),
      requestedHours: subject.businessHours,
    };
  }

  /** Where each of the customer's receptionists' settings stands (the cards), oldest receptionist first. */
  async deliveries(customerId: number): Promise<SettingsDeliverySummaryDto[]> {
    const subjects = await this.receptionists.settingsSubjectsOf(customerId);
    if (subjects.length === 0) return [];
    const newest = await this.em.getConnection().execute<{ receptionist_id: number; version: number; apply_state: ApplyState }[]>(
      `select distinct on (receptionist_id) receptionist_id, version, apply_state from receptionist_settings_versions
       where receptionist_id in (?) order by receptionist_id, version desc`,
      [subjects.map((subject) => subject.id)],
    );
    const byReceptionist = new Map(newest.map((row) => [row.receptionist_id, row]));
    return subjects.map((subject) => {
      const latest = byReceptionist.get(subject.id);
      const version = latest?.version ?? 0;
      const delivery = deliveryOf(subject, latest?.apply_state ?? 'none');
      return { receptionistId: subject.id, version, delivery, deliveryText: deliveryText(delivery, version) };
    });
  }

  /**
   * Saves `settings` as the next version, in one transaction holding the receptionist's row: refused when `baseVersion`
   * is not the newest (someone saved in between) or the settings break a rule or the plan. Nothing changed: no version.
   */
  async save(actor: User, id: number, baseVersion: number, settings: SettingsToSave, viewer: SettingsViewer, tx?: EntityManager): Promise<SavedSettings> {
    return this.write(actor, id, baseVersion, viewer, tx, (_em, before) => ({
      settings: normalizeSettings({ ...settings, booking: settings.booking ?? before.booking, links: settings.links ?? before.links }),
      restoredFrom: null,
    }));
  }

  /** The newest settings of a receptionist, or the defaults it answers with before any save; null when there is no such receptionist. */
  async rulesOf(id: number, em: EntityManager = this.em): Promise<ReceptionistSettings | null> {
    const subject = await this.receptionists.settingsSubject(id, { em });
    if (!subject) return null;
    return (await this.latest(em, id))?.settings ?? this.defaults(subject);
  }

  /**
   * Saves the newest document with one more answer at the end as the next version, checked like any save (the plan's
   * answers, no question twice): how a question a caller asked becomes one the receptionist answers (docs/product.md#knowledge-gaps).
   */
  async appendAnswer(actor: User, id: number, baseVersion: number, entry: Answer, viewer: SettingsViewer, tx: EntityManager): Promise<SavedSettings> {
    return this.write(actor, id, baseVersion, viewer, tx, (_em, before) => ({
      settings: normalizeSettings({ ...before, answers: [...before.answers, entry] }),
      restoredFrom: null,
    }));
  }

  /** Saves an old version's document as the next version (the plan's allowance is checked as for any save). */
  async restore(actor: User, id: number, version: number, baseVersion: number, viewer: SettingsViewer, tx?: EntityManager): Promise<SavedSettings> {
    return this.write(actor, id, baseVersion, viewer, tx, async (em) => {
      const old = await em.findOne(ReceptionistSettingsVersion, { receptionist: id, version });
      if (!old) throw appError(RECEPTIONIST_SETTINGS_ERRORS.VERSION_NOT_FOUND);
      return { settings: completeSettings(old.settings), restoredFrom: version };
    });
  }

  /** The newest versions first, at most HISTORY_LENGTH. */
  async history(id: number, viewer: SettingsViewer): Promise<ReceptionistSettingsVersionSummaryDto[]> {
    await this.subjectOrFail(id, viewer);
    return this.summaries(id, {});
  }

  async version(id: number, version: number, viewer: SettingsViewer): Promise<ReceptionistSettingsVersionDto> {
    await this.subjectOrFail(id, viewer);
    const [summary] = await this.summaries(id, { version });
    const row = summary && (await this.em.findOne(ReceptionistSettingsVersion, { receptionist: id, version }));
    if (!row) throw appError(RECEPTIONIST_SETTINGS_ERRORS.VERSION_NOT_FOUND);
    return { ...summary, settings: completeSettings(row.settings) };
  }

  /** What the receptionist's assistant is told by its newest version (assistant-instructions.ts), for our team to apply. */
  async instructions(id: number): Promise<AssistantInstructionsDto> {
    const subject = await this.subjectOrFail(id, {});
    const latest = await this.latest(this.em, id);
    const { version, firstMessage, systemPrompt, transferDestinations, tools } = assistantInstructions(latest?.settings ?? this.defaults(subject), {
      businessName: subject.businessName,
      version: latest?.version ?? 0,
      now: new Date(),
      tools: this.tools.definitions(),
    });
    // What the platform is told in words; the rules as data only serve a platform that plays calls itself.
    return { version, firstMessage, systemPrompt, transferDestinations, tools: tools.map((tool) => tool.name) };
  }

  private async write(
    actor: User,
    id: number,
    baseVersion: number,
    viewer: SettingsViewer,
    given: EntityManager | undefined,
    next: (
      em: EntityManager,
      before: ReceptionistSettings,
    ) => { settings: ReceptionistSettings; restoredFrom: number | null } | Promise<{ settings: ReceptionistSettings; restoredFrom: number | null }>,
  ): Promise<SavedSettings> {
    const run = async (tx: EntityManager): Promise<SavedSettings> => {
      const subject = await this.receptionists.settingsSubject(id, { userId: viewer.customerId, em: tx, lock: true });
      if (!subject) throw appError(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND);
      const latest = await this.latest(tx, id);
      const current = latest?.version ?? 0;
      if (baseVersion !== current) throw stale(current);
      const before = latest?.settings ?? this.defaults(subject);
      const { settings, restoredFrom } = await next(tx, before);

      const invalid = prefixed(validateSettings(settings));
      if (Object.keys(invalid).length > 0) throw appError({ ...RECEPTIONIST_SETTINGS_ERRORS.INVALID, message: Object.values(invalid)[0] }, invalid);
      const exceeded = prefixed(exceededAllowance(settings, await this.allowance(subject.userId, tx), before));
      if (Object.keys(exceeded).length > 0) throw appError({ ...RECEPTIONIST_SETTINGS_ERRORS.LIMIT_REACHED, message: Object.values(exceeded)[0] }, exceeded);

      const changed = changedSections(before, settings);
      // The first save is kept even when it confirms the defaults: from then on the owner's settings are on record.
      if (changed.length === 0 && latest) return { version: current, changed, before: {}, after: {} };
      const now = new Date();
      const describe = (document: ReceptionistSettings) => Object.fromEntries(changed.map((section) => [section, describeSection(document, section, now)]));
      const saved: SavedSettings = { version: current + 1, changed, before: describe(before), after: describe(settings) };

      tx.create(ReceptionistSettingsVersion, {
        receptionist: id,
        version: saved.version,
        settings,
        changed,
        author: tx.getReference(User, actor.id),
        byTeam: viewer.customerId === undefined,
        restoredFrom,
        applyState: subject.assistantId ? 'applying' : 'none',
      });
      if (subject.assistantId) this.queueApply(tx, id, saved.version);
      if (changed.includes('companyInfo')) await this.receptionists.setCompanyInfo(tx, id, settings.companyInfo);
      await tx.flush();
      return saved;
    };
    try {
      return given ? await run(given) : await this.em.fork().transactional(run);
    } catch (error) {
      // The row lock makes saves take turns; the unique version is the backstop should one not hold it.
      if (error instanceof UniqueConstraintViolationException) throw stale(baseVersion + 1);
      throw error;
    }
  }

  private async subjectOrFail(id: number, viewer: SettingsViewer): Promise<SettingsSubject> {
    const subject = await this.receptionists.settingsSubject(id, { userId: viewer.customerId });
    if (!subject) throw appError(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND);
    return subject;
  }

  private async latest(em: EntityManager, id: number): Promise<{ version: number; settings: ReceptionistSettings; applyState: ApplyState } | null> {
    const [row] = await em
      .getConnection()
      .execute<Row[]>(
        'select version, settings, apply_state from receptionist_settings_versions where receptionist_id = ? order by version desc limit 1',
        [id],
        'all',
        em.getTransactionContext(),
      );
    return row
      ? { version: row.version as number, settings: completeSettings(row.settings as ReceptionistSettings), applyState: row.apply_state as ApplyState }
      : null;
  }

  private defaults(subject: SettingsSubject): ReceptionistSettings {
    return defaultSettings(subject.businessName, subject.companyInfo, DEFAULT_TIME_ZONE);
  }

  /** The owner's plan's allowance (plans/plan-catalogue.ts); without a plan, Professional's, as for every limit. */
  private async allowance(userId: number, em: EntityManager = this.em): Promise<SettingsAllowanceDto> {
    const { subscriptionPlan } = await this.plans.forUser(userId, em);
    const limits = limitsFor({ subscriptionPlan, receptionistLimit: null, receptionistLimitActive: false });
    return {
      planName: findPlan(subscriptionPlan)?.name ?? 'free',
      answers: limits.answersPerReceptionist,
      transferPeople: limits.transferPeoplePerReceptionist,
    };
  }

  /**
   * Sends the newest version to the receptionist's assistant again, in `tx` (our team's re-apply, and a newly linked
   * assistant). Refused when there is no assistant or no saved version; answers the version sent.
   */
  async applyNewest(tx: EntityManager, id: number): Promise<number> {
    const subject = await this.receptionists.settingsSubject(id, { em: tx, lock: true });
    if (!subject) throw appError(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND);
    if (!subject.assistantId) throw appError(RECEPTIONIST_SETTINGS_ERRORS.NOT_LINKED);
    const latest = await this.latest(tx, id);
    if (!latest) throw appError(RECEPTIONIST_SETTINGS_ERRORS.NOTHING_SAVED);
    await this.send(tx, id, latest.version);
    return latest.version;
  }

  /** A newly linked assistant gets the newest saved version, in `tx`; nothing when none was saved. */
  async applyToNewAssistant(tx: EntityManager, id: number): Promise<void> {
    const latest = await this.latest(tx, id);
    if (latest) await this.send(tx, id, latest.version);
  }

  private async send(tx: EntityManager, id: number, version: number): Promise<void> {
    await tx.nativeUpdate(ReceptionistSettingsVersion, { receptionist: id, version }, { applyState: 'applying', applyError: null });
    this.queueApply(tx, id, version);
  }

  /**
   * The outbox job's work, in its transaction: builds the version's instructions and gives them to the assistant
   * (`apply`, the voice-platform port). A version with a newer one saved after it is superseded, never sent; one whose
   * receptionist lost its assistant waits for the next link. Errors pass to the caller (the job's retries).
   */
  async applyVersion(
    tx: EntityManager,
    { receptionistId, version }: ApplySettingsJob,
    apply: (assistantId: string, instructions: AssistantInstructions) => Promise<unknown>,
  ): Promise<ApplyState | null> {
    const run = (sql: string, params: unknown[]) => tx.getConnection().execute<Row[]>(sql, params, 'all', tx.getTransactionContext());
    const [row] = await run('select settings, apply_state from receptionist_settings_versions where receptionist_id = ? and version = ? for update', [
      receptionistId,
      version,
    ]);
    if (!row || row.apply_state !== 'applying') return null; // its receptionist is gone, or it was settled already
    const newer = await run('select 1 from receptionist_settings_versions where receptionist_id = ? and version > ? limit 1', [receptionistId, version]);
    const subject = await this.receptionists.settingsSubject(receptionistId, { em: tx });
    let state: ApplyState = 'applied';
    if (newer.length > 0) state = 'superseded';
    else if (!subject?.assistantId) state = 'none';
    else {
      const instructions = assistantInstructions(completeSettings(row.settings as ReceptionistSettings), {
        businessName: subject.businessName,
        version,
        now: new Date(),
        tools: this.tools.definitions(),
      });
      await apply(subject.assistantId, instructions);
      // Its incoming calls are screened by the same version's blocked and VIP numbers from now on.
      await this.screening.keep(tx, subject.assistantId, version, instructions.callRules);
    }
    await tx.nativeUpdate(
      ReceptionistSettingsVersion,
      { receptionist: receptionistId, version },
      { applyState: state, ...(state === 'applied' ? { appliedAt: new Date() } : {}) },
    );
    return state;
  }

  /**
   * A version the platform did not take, for good (refused, or every attempt failed): marked failed with its words, and
   * our team is told through the work queue, where they re-apply it once the cause is fixed.
   */
  async markFailed({ receptionistId, version }: ApplySettingsJob, reason: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const failed = await tx.nativeUpdate(
        ReceptionistSettingsVersion,
        { receptionist: receptionistId, version, applyState: 'applying' },
        { applyState: 'failed', applyError: reason.slice(0, 1000) },
      );
      const subject = failed > 0 ? await this.receptionists.settingsSubject(receptionistId, { em: tx }) : null;
      if (!subject) return;
      const owner = await tx.findOneOrFail(User, { id: subject.userId });
      this.receptionists.recordSettingsNotApplied(tx, subject, owner, version, reason);
      await tx.flush();
    });
  }

  private queueApply(tx: EntityManager, receptionistId: number, version: number): void {
    this.outbox.add(tx, QUEUES.assistantSettings, APPLY_SETTINGS_JOB, { receptionistId, version } satisfies ApplySettingsJob);
  }

  /** Versions of the receptionist with their authors, newest first; `version` narrows to one. */
  private async summaries(id: number, { version }: { version?: number }): Promise<ReceptionistSettingsVersionSummaryDto[]> {
    const rows = await this.em.getConnection().execute<Row[]>(
      `select v.version, v.created_at, v.changed, v.by_team, v.restored_from, v.author_id, u.first_name, u.last_name, u.email
       from receptionist_settings_versions v left join users u on u.id = v.author_id
       where v.receptionist_id = ?${version === undefined ? '' : ' and v.version = ?'} order by v.version desc limit ${HISTORY_LENGTH}`,
      version === undefined ? [id] : [id, version],
    );
    return rows.map((row) => {
      const changed = row.changed as SettingsSection[];
      const person = [row.first_name, row.last_name].filter(Boolean).join(' ') || (row.email as string | null);
      return {
        version: row.version as number,
        createdAt: new Date(row.created_at as string),
        author: { name: row.by_team ? 'Our team' : (person ?? 'Deleted account'), byTeam: row.by_team as boolean },
        changed,
        changedLabels: changed.map((section) => SETTINGS_SECTIONS[section]),
        restoredFrom: (row.restored_from as number | null) ?? null,
      };
    });
  }
}

/** The rules' paths are the document's; the API's body carries it under `settings`. */
function prefixed(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [`settings.${path}`, message]));
}

function stale(current: number) {
  return appError({
    ...RECEPTIONIST_SETTINGS_ERRORS.STALE,
    message: `Version ${current} of these settings was saved since you opened them. Reload to see it, then make your change again.`,
  });
}

/** Where the newest version stands, from the receptionist's status and the version's state on the platform. */
function deliveryOf(subject: SettingsSubject, state: ApplyState): SettingsDelivery {
  if (state === 'applying' || state === 'superseded') return 'applying';
  if (state === 'failed') return 'failed';
  if (subject.status === 'pending' || subject.status === 'training') return 'setup';
  return subject.status === 'inactive' ? 'paused' : 'live';
}

function deliveryText(delivery: SettingsDelivery, version: number): string {
  switch (delivery) {
    case 'setup':
      return 'Our team builds your receptionist with these settings.';
    case 'applying':
      return `Applying version ${version} to your receptionist…`;
    case 'failed':
      return `Version ${version} could not be applied yet: our team has been told and is on it.`;
    case 'paused':
      return 'Your receptionist is paused: it answers with these settings once it is back on.';
    case 'live':
      return version > 0 ? `Your receptionist answers with version ${version}.` : 'Your receptionist answers as our team set it up. Save here to change it.';
  }
}
