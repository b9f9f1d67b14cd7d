// The e-invoice area's texts: a business's order's UBL invoice and its refunds' credit notes
// on the order page, in the back office's languages.
import en from './en.json' with { type: 'json' };
import lv from './lv.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };

export default { en, lv, ru, fi };
