import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/FormField.tsx';
import { useTexts } from '../../../lib/i18n/index.ts';
import { useCompanyAddresses, useMyCompany } from '../api.ts';
import { companyTexts } from '../texts.ts';
import { deliveryTexts } from '../../orders/index.ts';

/**
 * Checkout's company fields: the company's saved addresses (choosing one hides the typed address,
 * `typedAddress`) and the PO number, required when the company asks for one.
 */
export function CheckoutCompanyFields({
  addressField,
  poNumberField,
  chosenAddress,
  typedAddress,
  poNumberError,
}: {
  addressField: UseFormRegisterReturn;
  poNumberField: UseFormRegisterReturn;
  chosenAddress: string | undefined;
  typedAddress: React.ReactNode;
  poNumberError?: { message?: string };
}) {
  const t = useTexts(companyTexts);
  const { districtName } = useTexts(deliveryTexts);
  const company = useMyCompany();
  const approved = company.data?.status === 'approved';
  const addresses = useCompanyAddresses(approved);
  const saved = approved ? (addresses.data ?? []) : [];
  return (
    <>
      {saved.length > 0 ? (
        <div>
          <label htmlFor="checkout-saved-address" className="field-label">
            {t.savedAddress}
          </label>
          <select id="checkout-saved-address" className="field-input" {...addressField}>
            <option value="">{t.typeAddress}</option>
            {saved.map((address) => (
              <option key={address._id} value={address._id}>
                {address.label}: {address.recipient}, {address.address}, {districtName(address.district)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {chosenAddress ? null : typedAddress}
      <FormField
        label={company.data?.requirePoNumber && approved ? t.poNumberRequired : t.poNumberOptional}
        maxLength={40}
        error={poNumberError}
        {...poNumberField}
      />
    </>
  );
}
