/**
 * Every catalog, at once: what Node's hosts (the core, the command line, Electron's main process)
 * import as they start, so a translator of any locale speaks it from the first word. The window loads
 * only the one it speaks (./catalog `loadCatalog`).
 * @module
 */
import { registerCatalog } from './catalog'
import { zhCN } from './zh-CN'
import { zhTW } from './zh-TW'

registerCatalog('zh-CN', zhCN)
registerCatalog('zh-TW', zhTW)
