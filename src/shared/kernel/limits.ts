/** Size and count limits of the Kernel's v5 transaction (KER transaction.go, config/reader.go). */

/** Largest encoded transaction (`config.TransactionMaximumSize`). */
export const TRANSACTION_MAXIMUM_SIZE = 4 * 1024 * 1024
/** Most inputs, outputs, references, keys per output, or signature maps (`SliceCountLimit`). */
export const SLICE_COUNT_LIMIT = 256
/** Largest input index (`InputIndexLimit`). */
export const INPUT_INDEX_LIMIT = 1024
/** Largest extra (`ExtraSizeStorageCapacity`). */
export const EXTRA_SIZE_STORAGE_CAPACITY = 4 * 1024 * 1024
