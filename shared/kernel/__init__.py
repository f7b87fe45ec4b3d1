"""Below every layer: settings, errors, deadlines, logging, Firestore collection names."""
