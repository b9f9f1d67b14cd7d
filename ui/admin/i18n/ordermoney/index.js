// The order money area's texts: the refund panel of an order, the bank payments page and the
// accountant's export, in the back office's languages.
import en from './en.json' with { type: 'json' };
import lv from './lv.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };

export default { en, lv, ru, fi };
