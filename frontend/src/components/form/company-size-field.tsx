import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { COMPANY_SIZES } from '../../lib/api-enums';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** The company-size select, with the one list of sizes (docs/product.md#one-list-of-company-sizes). */
export function CompanySizeField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'select' | 'label' | 'children'>) {
  return (
    <FormTextField {...props} label="Company size" select>
      {COMPANY_SIZES.map((size) => (
        <MenuItem key={size} value={size}>
          {size} employees
        </MenuItem>
      ))}
    </FormTextField>
  );
}
