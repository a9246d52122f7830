/** The developer key the sandbox accepts in place of a real DIGISTORE_DEVELOPER_API_KEY. */
export const SANDBOX_DEVELOPER_KEY = 'sandbox-developer-key';

/** Prefilled on the approval page so a demo connects with one click. */
export const SANDBOX_DEFAULT_USER_NAME = 'demoaff123';

/** Digistore24 user names are short and URL-safe; the sandbox holds its users to the same. */
export const SANDBOX_USER_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;
