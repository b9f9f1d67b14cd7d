// The VAT area's texts: the settings of VAT by destination (rates per country, the One-Stop
// Shop's switch) and the accounting page's OSS report, in the back office's languages.
import en from './en.json' with { type: 'json' };
import lv from './lv.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };

export default { en, lv, ru, fi };
