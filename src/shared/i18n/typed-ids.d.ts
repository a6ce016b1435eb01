// FormatJS checks message ids against this declaration, in the window and in plain Node alike: an
// id that no catalog has fails to compile.
import type { MessageId } from './catalog'

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId
    }
  }
}
