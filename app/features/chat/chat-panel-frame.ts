/**
 * The panel's place: the whole screen on a small phone, 380×600 px above the button elsewhere,
 * shorter on a low screen so it never covers the fixed header (4rem) or the button.
 */
export const chatPanelFrame =
  "fixed inset-0 z-50 flex flex-col overflow-hidden bg-ink-raised text-mist shadow-2xl shadow-black/60 sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[600px] sm:max-h-[calc(100dvh-11rem)] sm:w-[380px] sm:rounded-2xl sm:border sm:border-line";
