import type { Control } from 'react-hook-form';
import { FormMultiSelectField } from '../../../components/form/form-multi-select-field';
import { RECEPTIONIST_LANGUAGES, type ReceptionistFormValues } from '../schemas';

interface LanguagesFieldProps {
  control: Control<ReceptionistFormValues>;
  /** The plan's languages per receptionist: once that many are chosen, the others cannot be. */
  cap: number;
  planName: string;
}

/** Helper text under the field: the plan's cap, and how many of it are chosen. */
export function languagesHelperText(chosen: number, cap: number, planName: string): string {
  const most = `${cap} language${cap === 1 ? '' : 's'}`;
  if (chosen > cap) return `Your ${planName} plan allows up to ${most} per receptionist: remove ${chosen - cap}.`;
  return chosen === cap
    ? `${chosen} of ${cap} chosen: your ${planName} plan allows up to ${most} per receptionist.`
    : `Choose up to ${most} (your ${planName} plan's limit); ${chosen} chosen.`;
}

/** The languages multi-select (docs/product.md#facts-the-product-states), capped at the plan's languages per receptionist (docs/product.md#limits). */
export function LanguagesField({ control, cap, planName }: LanguagesFieldProps) {
  return (
    <FormMultiSelectField
      control={control}
      name="languages"
      label="Languages"
      options={RECEPTIONIST_LANGUAGES}
      canAddMore={(chosen) => chosen.length < cap}
      helperText={(chosen) => languagesHelperText(chosen.length, cap, planName)}
    />
  );
}
