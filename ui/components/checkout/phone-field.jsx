// The checkout's phone field: the shared PhoneField (components/field.jsx) with the 27 EU
// calling codes of lib/phone.js (spec §3 user_phone_number {countryCallingCode, number}; §5
// sorted by code).
import { CALLING_CODES } from '../../lib/phone.js';
import { PhoneField as Phone } from '../field.jsx';

export function PhoneField(props) {
  return <Phone codes={CALLING_CODES} {...props} />;
}
