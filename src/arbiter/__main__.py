"""``python -m arbiter``: the ``arbiter`` command."""

import sys

from arbiter.cli.main import main

sys.exit(main())
