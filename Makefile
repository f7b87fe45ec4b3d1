# The two commands of the README.
.PHONY: demo test

demo:  ## install everything, start the emulators, load the demo data (or DATA=path/to.json), query it
	DATA="$(DATA)" scripts/demo.sh

test:  ## install what the tests need and run them (they start their own emulator)
	scripts/test.sh
