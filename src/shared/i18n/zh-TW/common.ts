import type { Translation } from '../catalog'
import type { common as english } from '../en/common'

export const common: Translation<typeof english> = {
  'common.cancel': '取消',
  'common.close': '關閉',
  'common.back': '← 返回',
  'common.save': '儲存',
  'common.saving': '正在儲存…',
  'common.retry': '重試',
  'common.copy': '複製',
  'common.copied': '已複製',
  'common.loading': '正在載入…',
  'common.details': '詳情：{details}',
}
