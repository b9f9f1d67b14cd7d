// The withdrawal area's texts: the Withdrawal block of an order's page, the order list's
// filter and the names of a withdrawal's two mails, in the back office's languages.
import en from './en.json' with { type: 'json' };
import lv from './lv.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };

export default { en, lv, ru, fi };
