import { Component, type ReactNode } from 'react'
import { chromeStrings } from '@/lib/chrome/strings'
import { ErrorPageContent } from './ErrorPageContent'

interface ErrorBoundaryProps {
  children: ReactNode
  /** A new key (the next page) clears the error. */
  resetKey: string
}

interface ErrorBoundaryState {
  error: Error | null
  resetKey: string
}

/**
 * Catches a page that throws while rendering: the navbar and footer stay, the page area reads
 * 'This page crashed.' with the error, and 'Try again' renders the page afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  private tryAgain = () => this.setState({ error: null })

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <ErrorPageContent
        title={chromeStrings.crashTitle}
        action={chromeStrings.crashTryAgain}
        onAction={this.tryAgain}
      >
        <p className="mt-4 font-mono text-sm break-words text-slate-700 dark:text-slate-300">
          {error.message}
        </p>
      </ErrorPageContent>
    )
  }
}
