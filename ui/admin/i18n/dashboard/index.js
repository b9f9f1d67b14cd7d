// The dashboard's texts (pages/dashboard.jsx) in the back office's languages.
import en from './en.json' with { type: 'json' };
import lv from './lv.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };

export default { en, lv, ru, fi };
