/** A loaded translation table: flat dotted keys → strings. */
export type Messages = Readonly<Record<string, string>>;

/** Values for `{name}` placeholders in a message. */
export type MessageParams = Readonly<Record<string, string | number>>;
