import type { Translation } from '../catalog'
import type { common as english } from '../en/common'

export const common: Translation<typeof english> = {
  'common.cancel': '取消',
  'common.close': '关闭',
  'common.back': '← 返回',
  'common.save': '保存',
  'common.saving': '正在保存…',
  'common.retry': '重试',
  'common.copy': '复制',
  'common.copied': '已复制',
  'common.loading': '正在加载…',
  'common.details': '详情：{details}',
}
