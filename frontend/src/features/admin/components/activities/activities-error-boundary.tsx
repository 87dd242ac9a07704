import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** If the activities cannot be shown (a bad row, a bug), the rest of the back office keeps working (docs/product.md#the-back-office). */
export class ActivitiesErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>There was an error loading subscription activities. Please try again later.</AlertTitle>
        We're unable to display subscription activities at this time.
      </Alert>
    );
  }
}
