// Every message of every language, as the server has them (a browser loads only its page's
// language, app/i18n/index.ts): components under test render their real text.
import '../../app/i18n/catalogues.server.ts';
