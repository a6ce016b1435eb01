// Every test file speaks every language from its first line, as Node's hosts do (the window's
// loading of its one catalog is tested where it happens: the store's boot and a language change).
import '../../src/shared/i18n/node-catalogs'
