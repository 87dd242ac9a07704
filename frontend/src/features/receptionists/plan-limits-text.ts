import type { OverLimitReason, ReceptionistUsageDto } from '../../api/generated/types.gen';

/** The plan's name and limits as the API gives them: the page never knows a plan's numbers itself. */
export type PlanLimitsInfo = Pick<ReceptionistUsageDto, 'planName' | 'receptionistLimit' | 'languagesPerReceptionist'>;

export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Why one receptionist is over its plan's limits, in a sentence per reason. */
export function overLimitReasonText(reason: OverLimitReason, { planName, receptionistLimit, languagesPerReceptionist }: PlanLimitsInfo): string {
  return reason === 'receptionists'
    ? `Beyond the ${plural(receptionistLimit, 'receptionist')} your ${planName} plan allows.`
    : `More than the ${plural(languagesPerReceptionist, 'language')} your ${planName} plan allows: remove some to bring it back.`;
}

/** The notice's summary: how many are over the limit, and why. */
export function overLimitSummary(usage: ReceptionistUsageDto): string {
  const { planName, receptionistLimit, languagesPerReceptionist, receptionistCount, overReceptionistCount, overLanguageCount } = usage;
  const parts: string[] = [];
  if (overReceptionistCount > 0) {
    parts.push(
      `Your ${planName} plan allows ${plural(receptionistLimit, 'receptionist')}, and you have ${receptionistCount}: ${overReceptionistCount} ${overReceptionistCount === 1 ? 'is' : 'are'} over the limit.`,
    );
  }
  if (overLanguageCount > 0) {
    parts.push(
      `${plural(overLanguageCount, 'receptionist')} ${overLanguageCount === 1 ? 'has' : 'have'} more than the ${plural(languagesPerReceptionist, 'language')} your ${planName} plan allows.`,
    );
  }
  return parts.join(' ');
}
