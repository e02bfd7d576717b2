interface ErrorPageContentProps {
  title: string
  action: string
  onAction: () => void
  children?: React.ReactNode
}

/** The body of every error state: what happened, and the one button that tries again. */
export function ErrorPageContent({ title, action, onAction, children }: ErrorPageContentProps) {
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      {children}
      <button
        type="button"
        onClick={onAction}
        className="mt-8 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200"
      >
        {action}
      </button>
    </main>
  )
}
